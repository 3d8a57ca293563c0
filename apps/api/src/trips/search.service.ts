import { paginationMeta } from '@bonneroute/shared/api';
import { isCalendarDate } from '@bonneroute/shared/dates';
import { firstSearchDay } from '@bonneroute/shared/search-rules';
import { tripTexts, type TripList } from '@bonneroute/shared/trips';
import type { Database } from '../db/client';
import type { GeoServices } from '../geo/geo-services';
import { unprocessable } from '../lib/http-error';
import { logSearch, searchTrips, type SearchMatch } from './search.repository';
import type { TripsService } from './trips.service';
import { findTripRecords } from './trips.repository';

export const SEARCH_PER_PAGE = 10;

export interface SearchInput {
  date: string;
  from: string;
  to: string;
  sexe?: '1' | '2';
  automaticOnly?: boolean;
  page: number;
}

/** "2026-11-24" or "24-11-2026" (spec §9 French dates) → "2026-11-24". */
export function parseSearchDate(text: string): string {
  const french = /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(text.trim());
  const iso = french ? `${french[3]}-${french[2]}-${french[1]}` : text.trim();
  if (!isCalendarDate(iso)) throw unprocessable(tripTexts.invalidDate, '/params/date');
  return iso;
}

/**
 * spec §2 Results / §7 search calls: trips whose departure or a stage town is near the searched
 * departure and whose arrival or a later stage town is near the searched arrival. The first page
 * of a search is logged (spec §3 Search log) for the admin statistics.
 */
export class TripSearchService {
  constructor(
    private readonly db: Database,
    private readonly geo: GeoServices,
    private readonly trips: TripsService,
    /** Where the search reads (a replica with DATABASE_READ_URL); the log is written to `db`. */
    private readonly readDb: Database = db,
  ) {}

  async search(
    input: SearchInput,
    viewerId: number | null,
    options: { log: boolean; now?: Date },
  ): Promise<TripList> {
    const now = options.now ?? new Date();
    const date = parseSearchDate(input.date);
    if (date < firstSearchDay(now)) throw unprocessable(tripTexts.datePast, '/params/date');
    const [from, to] = this.geo.bornes.resolvePair(input.from, input.to);
    const found = await searchTrips(this.readDb, {
      date,
      from,
      to,
      now,
      sexe: input.sexe,
      automaticOnly: input.automaticOnly,
      page: input.page,
      perPage: SEARCH_PER_PAGE,
    });
    // The log (first page only) is written while the page's trips are read.
    const log =
      options.log && input.page === 1
        ? logSearch(this.db, {
            localite: `${from.nom} (${from.departement})`,
            nom_commune_depart: from.nom,
            nom_commune_arrivee: to.nom,
            code_commune_depart: from.code,
            code_commune_arrivee: to.code,
            date_recherchee: date,
            nb_resultats: found.total,
            utilisateur_id: viewerId,
            moment: now,
          })
        : undefined;
    const page = async () => {
      const records = await findTripRecords(
        this.readDb,
        found.rows.map((row) => row.trajet_id),
      );
      const matches = new Map<number, SearchMatch>(found.rows.map((row) => [row.trajet_id, row]));
      return this.trips.toWire(this.readDb, records, viewerId, matches);
    };
    const [data] = await Promise.all([page(), log]);
    return { data, meta: paginationMeta(found.total, input.page, SEARCH_PER_PAGE) };
  }
}
