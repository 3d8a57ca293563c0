import { DEFAULT_DESCRIPTION, routeMeta, SITE_NAME } from '../routes/route-meta';
import type { RouteName } from '../routes/paths';

/**
 * What one page says about itself in <head>: the server writes it into the HTML it
 * sends, the browser applies the same to document.head after an in-app navigation. No zod here:
 * this module is in every page's start-up JavaScript.
 */
export interface PageHead {
  /** French title, without the site suffix (added once by buildHead). */
  title: string;
  description?: string;
  /** Root-relative or absolute canonical URL; defaults to the requested path. */
  canonical?: string;
  /** Kept out of search engines: no canonical, robots noindex. */
  noindex?: boolean;
  /** With noindex: crawlers may still follow the page's links (a past trip's similar trips). */
  follow?: boolean;
  image?: string;
  ogType?: 'website' | 'article';
  jsonLd?: Record<string, unknown> | Record<string, unknown>[];
  /** HTTP status of the server's answer (404 for an unknown trip); ignored by the browser. */
  status?: number;
}

export interface HeadMeta {
  /** `name` for description/robots/twitter:*, `property` for og:*. */
  key: 'name' | 'property';
  name: string;
  content: string;
}

/** The tags of one page, ready to be written as HTML or applied to document.head. */
export interface HeadTags {
  title: string;
  canonical: string | null;
  meta: HeadMeta[];
  /** Serialised JSON-LD blocks, safe inside a <script> element. */
  jsonLd: string[];
}

export const DEFAULT_OG_IMAGE = '/og-image.png';

export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

function absolute(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : origin + url;
}

/** JSON inside <script> must not be able to close the tag. */
export function safeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's head from its data: same input, same tags, on the server and in the browser. */
export function buildHead(head: PageHead, origin: string, path: string): HeadTags {
  const title = fullTitle(head.title);
  const canonical = head.noindex ? null : absolute(origin, head.canonical ?? path);
  const meta: HeadMeta[] = [];
  const add = (key: HeadMeta['key'], name: string, content: string | undefined) => {
    if (content) meta.push({ key, name, content });
  };
  add('name', 'description', head.description);
  add(
    'name',
    'robots',
    head.noindex ? `noindex, ${head.follow ? 'follow' : 'nofollow'}` : undefined,
  );
  add('property', 'og:site_name', SITE_NAME);
  add('property', 'og:locale', 'fr_FR');
  add('property', 'og:type', head.ogType ?? 'website');
  add('property', 'og:title', title);
  add('property', 'og:description', head.description);
  add('property', 'og:url', canonical ?? absolute(origin, path));
  add('property', 'og:image', absolute(origin, head.image ?? DEFAULT_OG_IMAGE));
  add('name', 'twitter:card', 'summary_large_image');
  const blocks = head.jsonLd === undefined ? [] : [head.jsonLd];
  return { title, canonical, meta, jsonLd: blocks.map(safeJson) };
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The tags as HTML, for the `<!--app-head-->` marker of the server's page. */
export function renderHeadTags(tags: HeadTags): string {
  return [
    `<title>${escapeHtml(tags.title)}</title>`,
    ...tags.meta
      .filter((m) => m.name === 'description' || m.name === 'robots')
      .map((m) => `<meta ${m.key}="${m.name}" content="${escapeHtml(m.content)}">`),
    tags.canonical ? `<link rel="canonical" href="${escapeHtml(tags.canonical)}">` : '',
    ...tags.meta
      .filter((m) => m.name !== 'description' && m.name !== 'robots')
      .map((m) => `<meta ${m.key}="${m.name}" content="${escapeHtml(m.content)}">`),
    ...tags.jsonLd.map((json) => `<script type="application/ld+json">${json}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

export const NOT_FOUND_HEAD: PageHead = { title: 'Page introuvable', noindex: true, status: 404 };

/** A route's own title and description (routeMeta), or the 404 head for an unknown path. */
export function routeHead(route: RouteName | null): PageHead {
  if (!route) return NOT_FOUND_HEAD;
  const meta = routeMeta[route];
  return {
    title: meta.title,
    description: meta.description ?? DEFAULT_DESCRIPTION,
    ...(meta.noindex ? { noindex: true } : {}),
  };
}
