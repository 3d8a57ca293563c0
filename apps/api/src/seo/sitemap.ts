import { HARDCODED_BORNES } from '@bonneroute/shared/bornes';
import { DEPARTEMENTS, REGIONS } from '@bonneroute/shared/geo';
import { buildPath, routeMeta, routePaths, type RouteName } from '@bonneroute/shared/routes';
import type { Database } from '../db/client';
import type { Geography } from '../geo/geography';
import { escapeHtml } from '../spa/page-head';
import { mostTravelledPairs } from './popular-pairs.repository';

export const SITEMAP_TOWNS = 200;
const SITEMAP_PAIRS = 300;

/** Public pages without parameters that search engines may index. */
function staticPaths(): string[] {
  return (Object.keys(routePaths) as RouteName[])
    .filter((name) => !routePaths[name].includes(':'))
    .filter((name) => !routeMeta[name].guarded && !routeMeta[name].noindex)
    .filter((name) => name !== 'home' && name !== 'promotions') // same page as "/"
    .map((name) => buildPath(name));
}

/**
 * Issue 3: regions, departments, the 200 most populous towns and popular pairs (the spec's fixed
 * pairs and the most travelled ones), plus what other features register.
 */
export async function sitemapPaths(geography: Geography, db: Database): Promise<string[]> {
  const pairs = new Map<string, [string, string]>();
  const addPair = (a: string, b: string) => {
    const from = geography.commune(a);
    const to = geography.commune(b);
    if (from && to && from !== to)
      pairs.set(`${a}-${b}`, [geography.slugOf(from), geography.slugOf(to)]);
  };
  for (const borne of HARDCODED_BORNES) {
    addPair(borne.depart.code, borne.arrivee.code);
    addPair(borne.arrivee.code, borne.depart.code);
  }
  const since = new Date(Date.now() - 365 * 24 * 3600_000);
  for (const pair of await mostTravelledPairs(db, SITEMAP_PAIRS, since))
    addPair(pair.depart, pair.arrivee);
  return [
    ...staticPaths(),
    ...REGIONS.map((region) => buildPath('region', { nom_region: region.slug })),
    ...DEPARTEMENTS.map((d) => buildPath('departement', { code_departement: d.num_dep })),
    ...geography.communes
      .slice(0, SITEMAP_TOWNS)
      .map((town) => buildPath('ville', { nom_ville: geography.slugOf(town) })),
    ...[...pairs.values()].map(([a, b]) =>
      buildPath('villes', { nom_ville_depart: a, nom_ville_arrivee: b }),
    ),
  ];
}

export function sitemapXml(baseUrl: string, paths: string[]): string {
  const urls = [...new Set(paths)]
    .map((path) => `  <url><loc>${escapeHtml(baseUrl + path)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** Private areas stay out of crawlers; trip chats answer `noindex` (spec §2). */
export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /utilisateurs',
    'Disallow: /paiement/',
    // Crawlable on purpose: a blocked page cannot show its noindex (spec §2 /chat-covoiturage).
    '# /chat-covoiturage/* : noindex (balise meta et en-tête X-Robots-Tag)',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
