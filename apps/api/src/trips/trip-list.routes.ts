import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema, paginated, paginationMeta } from '@bonneroute/shared/api';
import { mayPerform } from '@bonneroute/shared/permissions';
import { firstSearchDay, hasSearchTowns } from '@bonneroute/shared/search-rules';
import {
  listTripsQuerySchema,
  tripListResponseSchema,
  tripTexts,
  type TripList,
} from '@bonneroute/shared/trips';
import type { SessionUser } from '../auth/session.repository';
import { fastResponseSerializer } from '../lib/fast-serializer';
import { forbidden, unauthenticated, unprocessable } from '../lib/http-error';
import { SEARCH_PER_PAGE, searchOptionsOf, searchTripList } from './search.service';
import { memberTrips as memberTripPage, randomTrips, upcomingTrips } from './trip-lists.service';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
};
const LIST_PER_PAGE = 10;

/**
 * Trip lists (search pages above all, as busy as the trip page): written by projection on the
 * schema, without zod parsing ten trips again (docs/decisions/015-search-one-round-trip.md).
 */
export const tripListSerializer = fastResponseSerializer(200, tripListResponseSchema);
const FEATURED_DEFAULT = 4;

type ListTripsQuery = z.infer<typeof listTripsQuerySchema>;
type ListMode = 'driver' | 'passenger' | 'search' | 'random' | 'upcoming';

/** Which list `GET /trajets` answers, from its filters (docs/product/trips-and-search.md). */
function listModeOf({ filter, sort }: ListTripsQuery): ListMode {
  if (filter.utilisateur_id !== undefined) return 'driver';
  if (filter.passager !== undefined) return 'passenger';
  if (filter.adresse_depart || filter.adresse_arrivee) return 'search';
  return sort === 'random' ? 'random' : 'upcoming';
}

/**
 * docs/product/trips-and-search.md `GET /trajets`: one handler per list (My trips as driver or as passenger, the next pages
 * of a search, the home page's random trips, the upcoming trips) behind `listModeOf`.
 */
export const tripListRoutes: FastifyPluginAsyncZod = async (app) => {
  /** My trips: the member's own, or any member's for an ADMIN (the permission table). */
  async function memberTrips(
    user: SessionUser | null,
    query: ListTripsQuery,
    role: 'driver' | 'passenger',
  ): Promise<TripList> {
    const owner = (role === 'driver' ? query.filter.utilisateur_id : query.filter.passager)!;
    if (!user) throw unauthenticated();
    if (!mayPerform(user.role, 'lire-trajets-membre', { owner: user.id === owner })) {
      throw forbidden();
    }
    const options = {
      activeOnly: query.filter.actif === '1',
      page: query.page,
      perPage: LIST_PER_PAGE,
    };
    const found = await memberTripPage(app.deps, role, owner, user.id, options);
    return paginated(found.rows, found.total, options);
  }

  const handlers: Record<
    ListMode,
    (query: ListTripsQuery, user: SessionUser | null) => Promise<TripList>
  > = {
    driver: (query, user) => memberTrips(user, query, 'driver'),
    passenger: (query, user) => memberTrips(user, query, 'passenger'),
    async search({ filter, page }, user) {
      const towns = { from: filter.adresse_depart, to: filter.adresse_arrivee };
      if (!hasSearchTowns(towns)) throw unprocessable(tripTexts.searchNeedsTowns);
      return searchTripList(
        app.deps,
        {
          date: filter.date ?? firstSearchDay(),
          ...towns,
          ...searchOptionsOf(filter),
          page,
        },
        user?.id ?? null,
        { log: false },
      );
    },
    async random({ per_page }, user) {
      const limit = per_page ?? FEATURED_DEFAULT;
      const data = await randomTrips(app.deps, limit, user?.id ?? null);
      return { data, meta: paginationMeta(data.length, 1, limit) };
    },
    async upcoming({ page, per_page }, user) {
      const request = { page, perPage: per_page ?? SEARCH_PER_PAGE };
      const found = await upcomingTrips(app.deps, request, user?.id ?? null);
      return paginated(found.rows, found.total, request);
    },
  };

  app.get(
    '/trajets',
    {
      schema: {
        tags: ['trajets'],
        summary:
          'Trajets : pages suivantes d’une recherche, trajets d’un conducteur ou d’un passager, trajets à venir',
        querystring: listTripsQuerySchema,
        response: { 200: tripListResponseSchema, ...errors },
      },
      serializerCompiler: tripListSerializer,
    },
    async (request) => handlers[listModeOf(request.query)](request.query, request.user),
  );
};
