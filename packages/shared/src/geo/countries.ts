import { slugify } from './slug';

/**
 * The four countries of BonneRoute and the administrative areas of the three neighbours
 * (Belgian provinces, Swiss cantons, Luxembourg cantons), named in French. The towns themselves
 * come from open data (docs/decisions/024-neighbour-countries.md); only these area names, which
 * the data gives as codes, are written here.
 */
export type CountryCode = 'FR' | 'BE' | 'CH' | 'LU';
export type NeighbourCode = Exclude<CountryCode, 'FR'>;

export interface Country {
  code: CountryCode;
  nom: string;
  /** `/covoiturage-pays/{slug}`, and the suffix of a town slug shared with a French commune. */
  slug: string;
  /** « les provinces », « les cantons »: how the country page titles its areas. */
  areas: string;
  /** « en Belgique », « en Suisse », « au Luxembourg ». */
  inCountry: string;
}

export const COUNTRIES: Readonly<Record<CountryCode, Country>> = {
  FR: { code: 'FR', nom: 'France', slug: 'france', areas: 'régions', inCountry: 'en France' },
  BE: {
    code: 'BE',
    nom: 'Belgique',
    slug: 'belgique',
    areas: 'provinces',
    inCountry: 'en Belgique',
  },
  CH: { code: 'CH', nom: 'Suisse', slug: 'suisse', areas: 'cantons', inCountry: 'en Suisse' },
  LU: {
    code: 'LU',
    nom: 'Luxembourg',
    slug: 'luxembourg',
    areas: 'cantons',
    inCountry: 'au Luxembourg',
  },
};

export const NEIGHBOUR_COUNTRIES: readonly Country[] = [COUNTRIES.BE, COUNTRIES.CH, COUNTRIES.LU];

export function findCountryBySlug(slug: string): Country | undefined {
  const wanted = slugify(slug);
  return NEIGHBOUR_COUNTRIES.find((country) => country.slug === wanted);
}

/** An area of a neighbour country: `BE-WLG` (province of Liège), `CH-GE`, `LU-ES`. */
export interface CountryArea {
  code: string;
  pays: NeighbourCode;
  nom: string;
  slug: string;
}

// Area codes are GeoNames' first- or second-level codes, prefixed by the country.
const AREA_NAMES: Record<NeighbourCode, Record<string, string>> = {
  BE: {
    BRU: 'Région de Bruxelles-Capitale',
    VAN: 'Anvers',
    VBR: 'Brabant flamand',
    VLI: 'Limbourg',
    VOV: 'Flandre-Orientale',
    VWV: 'Flandre-Occidentale',
    WBR: 'Brabant wallon',
    WHT: 'Hainaut',
    WLG: 'Liège',
    WLX: 'Luxembourg',
    WNA: 'Namur',
  },
  CH: {
    AG: 'Argovie',
    AI: 'Appenzell Rhodes-Intérieures',
    AR: 'Appenzell Rhodes-Extérieures',
    BE: 'Berne',
    BL: 'Bâle-Campagne',
    BS: 'Bâle-Ville',
    FR: 'Fribourg',
    GE: 'Genève',
    GL: 'Glaris',
    GR: 'Grisons',
    JU: 'Jura',
    LU: 'Lucerne',
    NE: 'Neuchâtel',
    NW: 'Nidwald',
    OW: 'Obwald',
    SG: 'Saint-Gall',
    SH: 'Schaffhouse',
    SO: 'Soleure',
    SZ: 'Schwytz',
    TG: 'Thurgovie',
    TI: 'Tessin',
    UR: 'Uri',
    VD: 'Vaud',
    VS: 'Valais',
    ZG: 'Zoug',
    ZH: 'Zurich',
  },
  LU: {
    CA: 'Capellen',
    CL: 'Clervaux',
    DI: 'Diekirch',
    EC: 'Echternach',
    ES: 'Esch-sur-Alzette',
    GR: 'Grevenmacher',
    LU: 'Luxembourg',
    ME: 'Mersch',
    RD: 'Redange',
    RM: 'Remich',
    VD: 'Vianden',
    WI: 'Wiltz',
  },
};

export const COUNTRY_AREAS: readonly CountryArea[] = (
  Object.entries(AREA_NAMES) as [NeighbourCode, Record<string, string>][]
).flatMap(([pays, names]) =>
  Object.entries(names)
    .map(([code, nom]) => ({ code: `${pays}-${code}`, pays, nom, slug: slugify(nom) }))
    .sort((a, b) => a.nom.localeCompare(b.nom, 'fr')),
);

const areaByCode = new Map(COUNTRY_AREAS.map((area) => [area.code, area]));

export function findCountryArea(code: string): CountryArea | undefined {
  return areaByCode.get(code.trim().toUpperCase());
}

export function areasOfCountry(pays: NeighbourCode): CountryArea[] {
  return COUNTRY_AREAS.filter((area) => area.pays === pays);
}

/**
 * The country of a town code. Codes of the neighbours carry their country, so that none can be
 * read as an INSEE code: `BE-21004` (Belgian NIS code: Bruxelles; INSEE 21004 is a village of the
 * Côte-d'Or), `CH-6621` (Swiss BFS number: Genève), `LU-2960316` (GeoNames id of the commune's
 * seat). French INSEE codes have no prefix. The pattern of all four: COMMUNE_CODE_PATTERN.
 */
export function countryOfTownCode(code: string): CountryCode {
  const prefix = code.slice(0, 3).toUpperCase();
  if (prefix === 'BE-') return 'BE';
  if (prefix === 'CH-') return 'CH';
  if (prefix === 'LU-') return 'LU';
  return 'FR';
}

interface PairTown {
  code: string;
  nom: string;
  /** The town page's slug (the server's Geography gives the same: geo tests check it). */
  slug: string;
}

const town = (code: string, nom: string, slug = slugify(nom)): PairTown => ({ code, nom, slug });
const PARIS = town('75056', 'Paris');
const BRUXELLES = town('BE-21004', 'Bruxelles');
const GENEVE = town('CH-6621', 'Genève');
const LUXEMBOURG = town('LU-2960316', 'Luxembourg');

/**
 * The busiest cross-border routes of the French-speaking market: linked from the home, listed in
 * the sitemap and on the country pages.
 */
export const CROSS_BORDER_PAIRS: readonly { depart: PairTown; arrivee: PairTown }[] = [
  { depart: PARIS, arrivee: BRUXELLES },
  { depart: town('59350', 'Lille'), arrivee: BRUXELLES },
  { depart: town('69123', 'Lyon'), arrivee: GENEVE },
  { depart: town('74010', 'Annecy'), arrivee: GENEVE },
  { depart: town('57463', 'Metz'), arrivee: LUXEMBOURG },
  { depart: town('67482', 'Strasbourg'), arrivee: town('CH-2701', 'Bâle') },
  { depart: PARIS, arrivee: LUXEMBOURG },
  { depart: town('25056', 'Besançon'), arrivee: town('CH-5586', 'Lausanne') },
];
