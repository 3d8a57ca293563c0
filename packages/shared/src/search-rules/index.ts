import { todayInParis } from '../dates';

/*
 * The rules of a trip search, written once and without zod (issues 20 and 23): the home's search
 * box and the search page check them before going to the results; the server's search query
 * schemas and search handlers apply the same ones to the request. The home's first JavaScript
 * imports this module, so nothing here may import zod.
 */

/** spec §7 search calls: a town (name, INSEE code or page slug) has at most 120 characters. */
export const SEARCH_TOWN_MAX = 120;

/** The towns of a search, trimmed; null while one is missing (spec §5: both are needed). */
export function searchTowns(
  from: string | null | undefined,
  to: string | null | undefined,
): { from: string; to: string } | null {
  const depart = from?.trim() ?? '';
  const arrivee = to?.trim() ?? '';
  return depart && arrivee ? { from: depart, to: arrivee } : null;
}

/** spec §5: a search is for today or a later day, on the Paris calendar. */
export function firstSearchDay(now: Date = new Date()): string {
  return todayInParis(now);
}
