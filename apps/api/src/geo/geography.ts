import {
  COMMUNE_CODE_PATTERN,
  COUNTRIES,
  findDepartement,
  isTownPostcode,
  normalizePostcode,
  slugify,
  type Departement,
} from '@bonneroute/shared/geo';
import { CommuneSearchIndex } from './commune-search';
import type { CommuneRecord } from './data/build-communes';

const SLUG_WITH_CODE = /^(.+)-(\d{4,5}|2[ab]\d{3})$/;

/**
 * The built-in geography: every current commune with its page slug, lookups by code, postcode,
 * name or slug, the communes of a department, and the place search index.
 *
 * Town slugs are ambiguous (dozens of "Saint-Denis"): the plain slug `/covoiturages/saint-denis`
 * is the most populous commune of that name; the others are `saint-denis-{INSEE code}`
 * (`saint-denis-93066`). `{slug}-{postcode}` is understood too. docs/decisions.md.
 *
 * Towns of Belgium, Switzerland and Luxembourg take their plain slug when no French commune has
 * it (`bruxelles`, `geneve`), else `{slug}-{pays}` (`mons-belgique`, `fribourg-suisse`), so that
 * every French page keeps its address; a second namesake in the same country adds its code
 * (`{slug}-be-21013`). docs/decisions/024-neighbour-countries.md.
 */
export class Geography {
  readonly search: CommuneSearchIndex;
  private readonly byCode = new Map<string, CommuneRecord>();
  private readonly bySlug = new Map<string, CommuneRecord[]>();
  private readonly byPostcode = new Map<string, CommuneRecord[]>();
  private readonly byDepartement = new Map<string, CommuneRecord[]>();
  private readonly slugs = new Map<string, string>();

  /** `communes` most populated first, as loadCommuneRecords returns them. */
  private readonly byAssignedSlug = new Map<string, CommuneRecord>();
  private readonly byOtherName = new Map<string, CommuneRecord>();

  constructor(readonly communes: readonly CommuneRecord[]) {
    const frenchFirst = [
      ...communes.filter((commune) => commune.pays === 'FR'),
      ...communes.filter((commune) => commune.pays !== 'FR'),
    ];
    for (const commune of frenchFirst) {
      this.byCode.set(commune.code, commune);
      const slug = slugify(commune.nom);
      push(this.bySlug, slug, commune);
      for (const postcode of commune.codesPostaux) push(this.byPostcode, postcode, commune);
      push(this.byDepartement, commune.departement, commune);
      const assigned = this.assignSlug(commune, slug);
      this.slugs.set(commune.code, assigned);
      this.byAssignedSlug.set(assigned, commune);
      for (const other of commune.autresNoms) {
        const key = slugify(other);
        if (!this.byOtherName.has(key)) this.byOtherName.set(key, commune);
      }
    }
    // A postcode used in several countries (1000: Bruxelles and Lausanne): the most populous first.
    for (const list of this.byPostcode.values()) list.sort((a, b) => b.population - a.population);
    this.search = new CommuneSearchIndex(communes);
  }

  private assignSlug(commune: CommuneRecord, slug: string): string {
    const first = this.bySlug.get(slug)![0]!;
    if (commune.pays === 'FR' || first === commune) {
      return first === commune ? slug : `${slug}-${commune.code.toLowerCase()}`;
    }
    const withCountry = `${slug}-${COUNTRIES[commune.pays].slug}`;
    return this.byAssignedSlug.has(withCountry)
      ? `${slug}-${commune.code.toLowerCase()}`
      : withCountry;
  }

  commune(code: string): CommuneRecord | undefined {
    return this.byCode.get(code.toUpperCase());
  }

  /** The path segment of the commune's page `/covoiturages/{slug}`. */
  slugOf(commune: CommuneRecord): string {
    return this.slugs.get(commune.code) ?? slugify(commune.nom);
  }

  /**
   * A commune from what a URL or an API caller gives: INSEE code ("29019"), postcode ("29200",
   * the most populous commune using it), page slug ("saint-etienne", "saint-denis-93066") or
   * name ("Saint-Étienne"). Undefined when nothing matches. An ambiguous name is the most
   * populous namesake, on `preferLand` when one is there.
   */
  resolve(text: string, options: { preferLand?: string } = {}): CommuneRecord | undefined {
    const value = text.trim();
    if (value === '' || value.length > 120) return undefined;
    if (COMMUNE_CODE_PATTERN.test(value)) {
      const byCode = this.commune(value);
      if (byCode) return byCode;
    }
    if (isTownPostcode(value)) return this.byPostcode.get(normalizePostcode(value))?.[0];
    const slug = slugify(value);
    const namesakes = this.bySlug.get(slug);
    if (namesakes) {
      // A pair's other end tells which namesake is meant (Paris → the Saint-Denis near Paris).
      const { preferLand } = options;
      return (preferLand && namesakes.find((c) => landOf(c) === preferLand)) || namesakes[0];
    }
    // A page's own slug (`mons-belgique`, `saint-gilles-be-21013`), or a local name (Antwerpen).
    const assigned = this.byAssignedSlug.get(slug) ?? this.byOtherName.get(slug);
    if (assigned) return assigned;
    const qualified = SLUG_WITH_CODE.exec(slug);
    if (!qualified) return undefined;
    const [, base, code] = qualified as unknown as [string, string, string];
    const candidates = this.bySlug.get(base) ?? [];
    return (
      candidates.find((commune) => commune.code === code.toUpperCase()) ??
      candidates.find((commune) => commune.codesPostaux.includes(normalizePostcode(code)))
    );
  }

  /** Communes of a department (or of a neighbour's area: `CH-GE`), most populated first. */
  communesOf(departement: Departement | { code: string }): readonly CommuneRecord[] {
    return (
      this.byDepartement.get('num_dep' in departement ? departement.num_dep : departement.code) ??
      []
    );
  }

  /** Towns of a country, most populated first. */
  communesOfCountry(pays: CommuneRecord['pays']): CommuneRecord[] {
    return this.communes.filter((commune) => commune.pays === pays);
  }

  departementOf(commune: CommuneRecord): Departement | undefined {
    return findDepartement(commune.departement);
  }
}

/**
 * Mainland France (Corsica by ferry included) with Belgium, Switzerland and Luxembourg, which
 * roads join to it, or one overseas department or territory.
 */
export function landOf(commune: CommuneRecord): string {
  return /^9[78]/.test(commune.departement) ? commune.departement : 'metropole';
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
