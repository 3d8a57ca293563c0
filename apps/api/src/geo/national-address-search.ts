import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import {
  countryOfTownCode,
  addressLabel,
  isPostcode,
  municipalityLabel,
  normalizePostcode,
  slugify,
  type PlaceSuggestion,
} from '@bonneroute/shared/geo';
import type { Geography } from './geography';
import { isSearchable, type AddressSearch } from './address-search';

const TIMEOUT_MS = 2500;
const MIN_SCORE = 0.5;

const featureSchema = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]) }),
  properties: z.object({
    name: z.string(),
    postcode: z.string().default(''),
    city: z.string().default(''),
    citycode: z.string(),
    context: z.string().default(''),
    population: z.number().optional(),
    score: z.number().optional(),
  }),
});
const responseSchema = z.object({ features: z.array(z.unknown()) });

/**
 * Adapter for the national address service (`ADDRESS_API_URL`, docs/product/geography-and-prices.md "External"): same query
 * shape — text, `type=municipality`, `limit=7` — and our own label and postcode rules on its
 * answers. When it fails or is slow, the built-in search answers instead.
 */
export function createNationalAddressSearch(
  baseUrl: string,
  geography: Geography,
  fallback: AddressSearch,
  log: FastifyBaseLogger,
): AddressSearch {
  const root = baseUrl.replace(/\/$/, '');
  return {
    async search(query) {
      if (!isSearchable(query)) return [];
      // The national service knows French addresses only: a neighbour's town is ours to answer.
      if (query.citycode && countryOfTownCode(query.citycode) !== 'FR')
        return fallback.search(query);
      const text = query.q.trim();
      const params = new URLSearchParams({
        q: isPostcode(text) ? normalizePostcode(text) : text,
        limit: String(query.limit),
      });
      if (query.type === 'municipality') params.set('type', 'municipality');
      if (query.citycode) params.set('citycode', query.citycode);
      try {
        const response = await fetch(`${root}/search/?${params}`, {
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const { features } = responseSchema.parse(await response.json());
        const national = features.flatMap((raw) => {
          const parsed = featureSchema.safeParse(raw);
          if (!parsed.success) return [];
          // docs/product/geography-and-prices.md: a search by name keeps the service's answers scoring above 0.5.
          const score = parsed.data.properties.score;
          if (!isPostcode(text) && score !== undefined && score <= MIN_SCORE) return [];
          return [toSuggestion(parsed.data, query.type, geography)];
        });
        if (query.type !== 'municipality') return national;
        return withNeighbourTowns(national, await fallback.search(query), query.limit);
      } catch (error) {
        log.warn({ err: error }, 'service d’adresses indisponible : recherche intégrée');
        return fallback.search(query);
      }
    },
  };
}

/**
 * The built-in search's towns of Belgium, Switzerland and Luxembourg joined to the national
 * service's French ones: before them when the built-in search ranks a neighbour's town first
 * (« geneve » → Genève before La Genête), after them otherwise (« lyon »).
 */
function withNeighbourTowns(
  national: PlaceSuggestion[],
  builtIn: PlaceSuggestion[],
  limit: number,
): PlaceSuggestion[] {
  const neighbours = builtIn.filter(
    (suggestion) => countryOfTownCode(suggestion.citycode) !== 'FR',
  );
  if (neighbours.length === 0) return national;
  const first = builtIn[0] && countryOfTownCode(builtIn[0].citycode) !== 'FR';
  return (first ? [...neighbours, ...national] : [...national, ...neighbours]).slice(0, limit);
}

function toSuggestion(
  feature: z.infer<typeof featureSchema>,
  type: 'municipality' | 'address',
  geography: Geography,
): PlaceSuggestion {
  const { name, postcode, city, citycode, context, population } = feature.properties;
  const commune = geography.commune(citycode);
  const [longitude, latitude] = feature.geometry.coordinates;
  return {
    type,
    label:
      type === 'municipality'
        ? municipalityLabel(name, postcode)
        : addressLabel(name, postcode, city),
    name,
    postcode,
    city: city || name,
    citycode,
    context,
    latitude,
    longitude,
    population: population ?? commune?.population ?? 0,
    coordonnees_estimees: false,
    slug: commune ? geography.slugOf(commune) : slugify(city || name),
  };
}
