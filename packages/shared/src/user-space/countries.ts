/**
 * Current ISO 3166-1 alpha-2 codes (2024 list, 249 codes) — no withdrawn code (SU, YU, CS, AN…)
 * and no "exceptionally reserved" one (EU, UK, AC…), which Intl.DisplayNames also names and
 * which turned into duplicates ("France" twice) when the list was every two letters it knew.
 */
const ISO_CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

/**
 * Places where nobody lives, so nobody's nationality or residence nor a bank's country:
 * Antarctica, Bouvet Island, Heard and McDonald Islands, South Georgia, the US minor outlying
 * islands.
 */
const UNINHABITED = new Set(['AQ', 'BV', 'HM', 'GS', 'UM']);

/** The codes the forms offer and the server accepts. */
export const COUNTRY_CODES: readonly string[] = ISO_CODES.filter((code) => !UNINHABITED.has(code));

/** docs/product/user-space.md: the lists start with FR, BE, LU, CH. */
export const FIRST_COUNTRIES = ['FR', 'BE', 'LU', 'CH'] as const;

export interface Country {
  code: string;
  nom: string;
}

let cached: Country[] | undefined;

/** FR, BE, LU, CH, then every other country by its French name (Intl.DisplayNames). */
export function countryOptions(): Country[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames(['fr'], { type: 'region' });
  const nameOf = (code: string) => names.of(code) ?? code;
  const first = FIRST_COUNTRIES.map((code) => ({ code, nom: nameOf(code) }));
  const rest = COUNTRY_CODES.filter(
    (code) => !(FIRST_COUNTRIES as readonly string[]).includes(code),
  )
    .map((code) => ({ code, nom: nameOf(code) }))
    .sort((a, b) => a.nom.localeCompare(b.nom, 'fr'));
  cached = [...first, ...rest];
  return cached;
}

export function isCountryCode(code: string): boolean {
  return COUNTRY_CODES.includes(code);
}

export function countryName(code: string | null | undefined): string {
  if (!code) return '';
  return countryOptions().find((country) => country.code === code)?.nom ?? code;
}
