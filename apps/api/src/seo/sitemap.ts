import { HARDCODED_BORNES } from '@bonneroute/shared/bornes';
import {
  CROSS_BORDER_PAIRS,
  DEPARTEMENTS,
  NEIGHBOUR_COUNTRIES,
  REGIONS,
} from '@bonneroute/shared/geo';
import { buildPath, routeMeta, routePaths, type RouteName } from '@bonneroute/shared/routes';
import type { Database } from '../db/client';
import type { Geography } from '../geo/geography';
import { escapeHtml } from '../spa/page-head';
import { mostTravelledPairs } from './popular-pairs.repository';

export const SITEMAP_TOWNS = 200;
/** Besides the 200 most populous: the main towns of each neighbour country. */
const SITEMAP_TOWNS_PER_NEIGHBOUR = 30;
const SITEMAP_PAIRS = 300;

/** One URL of the sitemap; `lastmod` (YYYY-MM-DD or ISO) when we know when its content changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** Other features add their public URLs (blog articles…) to the sitemap here. */
export type SitemapSource = () => Promise<SitemapEntry[]> | SitemapEntry[];
const sources = new Map<string, SitemapSource>();
/** Keyed: an app built twice in one process (tests) registers its sources once. */
export function registerSitemapSource(name: string, source: SitemapSource): void {
  sources.set(name, source);
}

/** Public pages without parameters that search engines may index. */
function staticPaths(): string[] {
  return (Object.keys(routePaths) as RouteName[])
    .filter((name) => !routePaths[name].includes(':'))
    .filter((name) => !routeMeta[name].guarded && !routeMeta[name].noindex)
    .filter((name) => name !== 'home' && name !== 'promotions') // same page as "/"
    .map((name) => buildPath(name));
}

/**
 * Regions, departments, the 200 most populous towns and popular pairs (the documented fixed
 * pairs and the most travelled ones), plus what other features register; the neighbour
 * countries' pages, their main towns and the busiest cross-border pairs.
 */
export async function sitemapEntries(geography: Geography, db: Database): Promise<SitemapEntry[]> {
  const pairs = new Map<string, SitemapEntry>();
  const addPair = (a: string, b: string, lastChange?: Date | null) => {
    const from = geography.commune(a);
    const to = geography.commune(b);
    if (!from || !to || from === to) return;
    const path = buildPath('villes', {
      nom_ville_depart: geography.slugOf(from),
      nom_ville_arrivee: geography.slugOf(to),
    });
    // A pair page lists its upcoming trips: it changes when one is published or changed.
    pairs.set(`${a}-${b}`, lastChange ? { path, lastmod: lastChange.toISOString() } : { path });
  };
  for (const borne of HARDCODED_BORNES) {
    addPair(borne.depart.code, borne.arrivee.code);
    addPair(borne.arrivee.code, borne.depart.code);
  }
  for (const { depart, arrivee } of CROSS_BORDER_PAIRS) {
    addPair(depart.code, arrivee.code);
    addPair(arrivee.code, depart.code);
  }
  const since = new Date(Date.now() - 365 * 24 * 3600_000);
  for (const pair of await mostTravelledPairs(db, SITEMAP_PAIRS, since))
    addPair(pair.depart, pair.arrivee, pair.lastChange ? new Date(pair.lastChange) : null);
  const extra = (await Promise.all([...sources.values()].map((source) => source()))).flat();
  const paths = (list: string[]) => list.map((path) => ({ path }));
  return [
    ...paths(staticPaths()),
    ...paths(REGIONS.map((region) => buildPath('region', { nom_region: region.slug }))),
    ...paths(DEPARTEMENTS.map((d) => buildPath('departement', { code_departement: d.num_dep }))),
    ...paths(NEIGHBOUR_COUNTRIES.map((c) => buildPath('pays', { nom_pays: c.slug }))),
    ...paths(
      [
        ...geography.communes.slice(0, SITEMAP_TOWNS),
        ...NEIGHBOUR_COUNTRIES.flatMap((country) =>
          geography.communesOfCountry(country.code).slice(0, SITEMAP_TOWNS_PER_NEIGHBOUR),
        ),
      ].map((town) => buildPath('ville', { nom_ville: geography.slugOf(town) })),
    ),
    ...pairs.values(),
    ...extra,
  ];
}

export function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const byPath = new Map<string, SitemapEntry>();
  // A path listed twice keeps the entry that knows its lastmod (a source may add it again).
  for (const entry of entries)
    if (!byPath.has(entry.path) || entry.lastmod) byPath.set(entry.path, entry);
  const urls = [...byPath.values()]
    .map(
      ({ path, lastmod }) =>
        `  <url><loc>${escapeHtml(baseUrl + path)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Private areas stay out of crawlers; trip chats answer `noindex` (docs/product/seo-pages.md). */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /utilisateurs',
    'Disallow: /paiement/',
    // Crawlable on purpose: a blocked page cannot show its noindex (docs/product/seo-pages.md: /chat-covoiturage).
    '# /chat-covoiturage/* Noindex (balise meta et en-tête X-Robots-Tag)',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
