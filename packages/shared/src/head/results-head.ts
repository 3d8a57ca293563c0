import { routeMeta } from '../routes/route-meta';
import type { PageHead } from './page-head';
import { frenchLongDate } from '../dates/format';

/** docs/product/seo-pages.md Results page title (tripTexts.searchTitle is this one). */
export function searchTitle(from: string, to: string): string {
  return `Covoiturages pas cher de ${from} vers ${to}`;
}

/**
 * `/resultats?from_city&to_city&date`: the searched towns in title and description; kept out of
 * the index (routeMeta) like every search result.
 */
export function resultsHead(query: Record<string, string | undefined>, today: string): PageHead {
  const meta = routeMeta.resultats;
  // As the results page reads its query: codes stand in for missing names, no past date.
  const fromCity = query.from_city || query.from || '';
  const toCity = query.to_city || query.to || '';
  const date = query.date && query.date >= today ? query.date : today;
  if (!fromCity || !toCity || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return {
      title: meta.title,
      ...(meta.description ? { description: meta.description } : {}),
      noindex: true,
    };
  }
  return {
    title: searchTitle(fromCity, toCity),
    description: `Les covoiturages de ${fromCity} à ${toCity} le ${frenchLongDate(date)} : horaires, conducteurs, places et prix par passager.`,
    noindex: true,
  };
}
