import type { FastifyRequest } from 'fastify';
import { escapeHtml } from '../lib/escape-html';
import { routeMeta, SITE_NAME, type RouteName, type RouteParams } from '@bonneroute/shared/routes';

/** What the server writes into the <head> of the SPA shell for one page (SEO without JS). */
export interface PageHead {
  title: string;
  description?: string;
  /** Absolute or root-relative canonical URL; defaults to the requested path. */
  canonical?: string;
  noindex?: boolean;
  image?: string;
  ogType?: 'website' | 'article';
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** e.g. 404 for an unknown town, while the SPA still renders its own 404 page. */
  status?: number;
}

export type PageHeadResolver = (context: {
  params: RouteParams;
  query: Record<string, string | undefined>;
  request: FastifyRequest;
}) => Promise<PageHead | null> | PageHead | null;

const resolvers = new Map<RouteName, PageHeadResolver>();

/** Features give their public pages a title, description and JSON-LD (issue 3, issue 9). */
export function registerPageHead(route: RouteName, resolver: PageHeadResolver): void {
  resolvers.set(route, resolver);
}

export function pageHeadResolver(route: RouteName): PageHeadResolver | undefined {
  return resolvers.get(route);
}

export function defaultPageHead(route: RouteName | null): PageHead {
  if (!route) return { title: 'Page introuvable', noindex: true, status: 404 };
  const meta = routeMeta[route];
  return {
    title: meta.title,
    ...(meta.description ? { description: meta.description } : {}),
    ...(meta.noindex ? { noindex: true } : {}),
  };
}

export { escapeHtml };

/** JSON inside <script> must not be able to close the tag. */
function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function renderHeadTags(head: PageHead, baseUrl: string, path: string): string {
  const fullTitle = head.title.includes(SITE_NAME) ? head.title : `${head.title} | ${SITE_NAME}`;
  const canonical = head.canonical
    ? head.canonical.startsWith('http')
      ? head.canonical
      : baseUrl + head.canonical
    : baseUrl + path;
  const tags = [
    `<title>${escapeHtml(fullTitle)}</title>`,
    head.description ? `<meta name="description" content="${escapeHtml(head.description)}">` : '',
    head.noindex
      ? '<meta name="robots" content="noindex, nofollow">'
      : `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:site_name" content="${SITE_NAME}">`,
    `<meta property="og:locale" content="fr_FR">`,
    `<meta property="og:type" content="${head.ogType ?? 'website'}">`,
    `<meta property="og:title" content="${escapeHtml(fullTitle)}">`,
    head.description
      ? `<meta property="og:description" content="${escapeHtml(head.description)}">`
      : '',
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta property="og:image" content="${escapeHtml(head.image ? (head.image.startsWith('http') ? head.image : baseUrl + head.image) : `${baseUrl}/og-image.png`)}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    head.jsonLd ? `<script type="application/ld+json">${safeJson(head.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
