import { buildPath } from '../routes/match-route';
import { routeMeta, SITE_NAME } from '../routes/route-meta';
import { organizationLd } from './blog-heads';
import type { PageHead } from './page-head';

/** The home: who we are (Organization) and how to search the site (WebSite + SearchAction). */
export function homeHead(origin: string): PageHead {
  const meta = routeMeta.welcome;
  return {
    title: meta.title,
    ...(meta.description ? { description: meta.description } : {}),
    canonical: '/',
    jsonLd: [
      { '@context': 'https://schema.org', ...organizationLd(origin) },
      {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        name: SITE_NAME,
        url: `${origin}/`,
        inLanguage: 'fr-FR',
        // A town's page lists its upcoming trips; it accepts a name, a postcode or an INSEE code.
        potentialAction: {
          '@type': 'SearchAction',
          target: {
            '@type': 'EntryPoint',
            urlTemplate: `${origin}${buildPath('ville', { nom_ville: 'SEARCH' }).replace('SEARCH', '{search_term_string}')}`,
          },
          'query-input': 'required name=search_term_string',
        },
      },
    ],
  };
}
