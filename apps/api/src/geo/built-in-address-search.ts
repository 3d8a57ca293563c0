import {
  addressLabel,
  COUNTRIES,
  findCountryArea,
  findDepartement,
  municipalityLabel,
  searchTokens,
  type PlaceSuggestion,
} from '@bonneroute/shared/geo';
import type { Database } from '../db/client';
import { mostUsedAdresses } from '../adresses/adresses.repository';
import type { CommuneRecord } from './data/build-communes';
import type { Geography } from './geography';
import { isSearchable, type AddressSearch } from './address-search';

/** How many used addresses of a commune a precise-address search looks through. */
const ADDRESSES_SCANNED = 500;

export function municipalitySuggestion(
  geography: Geography,
  commune: CommuneRecord,
  postcode: string,
): PlaceSuggestion {
  const departement = findDepartement(commune.departement);
  const country = COUNTRIES[commune.pays].nom;
  return {
    type: 'municipality',
    label: municipalityLabel(commune.nom, postcode, country),
    name: commune.nom,
    postcode,
    city: commune.nom,
    citycode: commune.code,
    // The national address service's context: "29, Finistère, Bretagne"; abroad "Vaud, Suisse".
    context:
      commune.pays === 'FR'
        ? [commune.departement, departement?.dep_name, departement?.region_name]
            .filter(Boolean)
            .join(', ')
        : [findCountryArea(commune.departement)?.nom, country].filter(Boolean).join(', '),
    latitude: commune.latitude,
    longitude: commune.longitude,
    population: commune.population,
    coordonnees_estimees: commune.coordonneesEstimees,
    slug: geography.slugOf(commune),
  };
}

/**
 * The embedded default: communes from the built-in data (in-memory index), and precise addresses
 * from those already used on the site in the chosen commune (`adresses`, most used first).
 */
export function createBuiltInAddressSearch(geography: Geography, db: Database): AddressSearch {
  return {
    async search(query) {
      if (!isSearchable(query)) return [];
      if (query.type === 'municipality') {
        return geography.search
          .search(query.q, query.limit)
          .map((match) => municipalitySuggestion(geography, match.commune, match.postcode));
      }
      const commune = query.citycode ? geography.commune(query.citycode) : undefined;
      if (!commune) return [];
      const wanted = searchTokens(query.q);
      const rows = await mostUsedAdresses(db, commune.code, ADDRESSES_SCANNED);
      const base = municipalitySuggestion(geography, commune, commune.codesPostaux[0] ?? '');
      return rows
        .filter((row) => {
          const text = ` ${searchTokens(row.complete).join(' ')}`;
          return wanted.every((token) => text.includes(` ${token}`));
        })
        .slice(0, query.limit)
        .map((row) => ({
          ...base,
          type: 'address' as const,
          label: addressLabel(row.complete, base.postcode, commune.nom),
          name: row.complete,
          latitude: row.latitude ?? commune.latitude,
          longitude: row.longitude ?? commune.longitude,
          adresse_id: row.id,
        }));
    },
  };
}
