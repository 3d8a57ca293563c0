import { seatsLeft } from '@bonneroute/shared/trips';
import { averageRating } from '@bonneroute/shared/reviews';
import { findHardcodedBorne, type Borne } from '@bonneroute/shared/bornes';
import {
  areasOfCountry,
  COUNTRIES,
  findCountryBySlug,
  type CountryPage,
  DEPARTEMENT_CODE_PATTERN,
  findCountryArea,
  findDepartement,
  geoTexts,
  type Commune,
  type UpcomingTrip,
  type Ville,
} from '@bonneroute/shared/geo';
import type { AppDeps } from '../lib/app-deps';
import { notFound, unprocessable } from '../lib/http-error';
import type { CommuneRecord } from './data/build-communes';
import { haversineKm } from './distance';
import type { GeoServices } from './geo-services';
import { landOf } from './geography';
import { findUpcomingTrips } from './upcoming-trips.repository';

const DESTINATION_MIN_POPULATION = 100_000;
const NEIGHBOUR_MAX_KM = 150;

const inRange = (value: number, min: number, max: number) => value >= min && value <= max;

export function toVille(services: GeoServices, commune: CommuneRecord): Ville {
  const departement = findDepartement(commune.departement);
  return {
    id: commune.code,
    code_commune: commune.code,
    nom_commune_complet: commune.nom,
    // Abroad: the province or canton (« Hainaut », « Genève »).
    departement_nom:
      departement?.dep_name ?? findCountryArea(commune.departement)?.nom ?? commune.departement,
    num_dep: commune.departement,
    code_postal: commune.codesPostaux[0] ?? '',
    population: commune.population,
    slug: services.geography.slugOf(commune),
  };
}

export function toCommune(services: GeoServices, commune: CommuneRecord): Commune {
  const departement = findDepartement(commune.departement);
  return {
    ...toVille(services, commune),
    region_name: departement?.region_name ?? '',
    region_slug: departement?.region_slug ?? '',
    pays: commune.pays,
    pays_nom: COUNTRIES[commune.pays].nom,
    pays_slug: COUNTRIES[commune.pays].slug,
    codes_postaux: commune.codesPostaux,
    latitude: commune.latitude,
    longitude: commune.longitude,
    coordonnees_estimees: commune.coordonneesEstimees,
  };
}

/** docs/product/geography-and-prices.md `GET /villes/{code_departement}`: the department's towns, most populated first. */
export function villesOfDepartement(services: GeoServices, code: string): Ville[] {
  if (!DEPARTEMENT_CODE_PATTERN.test(code)) throw unprocessable(geoTexts.invalidDepartement);
  const departement = findDepartement(code);
  if (!departement) throw notFound(geoTexts.unknownDepartement(code));
  return services.geography.communesOf(departement).map((commune) => toVille(services, commune));
}

const COUNTRY_MAIN_TOWNS = 24;
const AREA_MAIN_TOWNS = 8;

/** `GET /pays/{nom_pays}`: a neighbour country's main towns and those of each of its areas. */
export function countryPage(services: GeoServices, slug: string): CountryPage {
  const country = findCountryBySlug(slug);
  if (!country || country.code === 'FR') throw notFound(geoTexts.unknownCountry);
  const code = country.code;
  const towns = services.geography.communesOfCountry(code);
  return {
    code,
    nom: country.nom,
    slug: country.slug,
    zones_nom: country.areas,
    nb_villes: towns.length,
    villes: towns.slice(0, COUNTRY_MAIN_TOWNS).map((town) => toVille(services, town)),
    zones: areasOfCountry(code).map((area) => ({
      code: area.code,
      nom: area.nom,
      slug: area.slug,
      villes: services.geography
        .communesOf(area)
        .slice(0, AREA_MAIN_TOWNS)
        .map((town) => toVille(services, town)),
    })),
  };
}

export async function upcomingTrips(
  deps: Pick<AppDeps, 'dbRead'>,
  services: GeoServices,
  ville: string,
  query: { sens: 'depart' | 'arrivee'; vers?: string; limit: number },
): Promise<{ data: UpcomingTrip[]; meta: { total: number } }> {
  const town = services.bornes.resolveTown(ville);
  const other = query.vers ? services.bornes.resolveTown(query.vers, landOf(town)) : undefined;
  const { rows, total } = await findUpcomingTrips(deps.dbRead, {
    code: town.code,
    sens: query.sens,
    otherCode: other?.code,
    limit: query.limit,
    now: new Date(),
  });
  const data = rows.map(
    ({ conducteur_id, conducteur_prenom, conducteur_avatar, nb_avis, somme_notes, ...trip }) => ({
      ...trip,
      computed: { nb_places_disponibles: seatsLeft(trip) },
      is_resa_automatique: trip.is_resa_automatique ? (1 as const) : (0 as const),
      conducteur: {
        id: conducteur_id,
        prenom: conducteur_prenom,
        avatar: conducteur_avatar,
        note: averageRating(somme_notes, nb_avis),
        nb_avis,
      },
    }),
  );
  return { data, meta: { total } };
}

/**
 * Price ranges from a town to the places people go: the documented fixed pairs first, then the
 * large towns within 150 km across the border, then the largest cities 50–800 km away (from
 * 25 km across the border; same island for overseas towns).
 */
export async function popularDestinations(
  services: GeoServices,
  ville: string,
  limit: number,
): Promise<Borne[]> {
  const town = services.bornes.resolveTown(ville);
  const land = landOf(town);
  // Overseas islands have smaller towns: a lower bar there.
  const minPopulation = DESTINATION_MIN_POPULATION / (land === 'metropole' ? 1 : 10);
  const isFixed = (other: CommuneRecord) => findHardcodedBorne(town.code, other.code) !== undefined;
  // A big town just across the border comes next (Annecy → Genève, Lille → Bruxelles).
  const isNeighbour = (other: CommuneRecord) =>
    other.pays !== town.pays && haversineKm(town, other) <= NEIGHBOUR_MAX_KM;
  const destinations = services.geography.communes
    .filter((other) => other.code !== town.code && landOf(other) === land)
    .filter(
      (other) =>
        other.population >= minPopulation ||
        isFixed(other) ||
        (isNeighbour(other) && other.population >= minPopulation / 2),
    )
    // Across the border, a nearer big town counts too: Annecy → Genève (36 km).
    .filter(
      (other) =>
        isFixed(other) ||
        inRange(haversineKm(town, other), other.pays === town.pays ? 50 : 25, 800),
    )
    .sort(
      (a, b) =>
        Number(isFixed(b)) - Number(isFixed(a)) ||
        Number(isNeighbour(b)) - Number(isNeighbour(a)) ||
        b.population - a.population,
    )
    .slice(0, limit);
  return Promise.all(destinations.map((other) => services.bornes.borne(town.code, other.code)));
}
