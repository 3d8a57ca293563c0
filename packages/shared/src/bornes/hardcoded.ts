/**
 * docs/product/content-and-games.md "Price range (borne)": the eleven city pairs whose contribution range is fixed. They
 * apply in both directions. Codes are INSEE commune codes; `min`/`max` are integer cents like all
 * money in the app (docs/decisions.md), the documented euros × 100. `roadKm` is the reference road
 * distance (fastest route between the town centres) the distance formula was fitted on.
 */
export interface HardcodedBorne {
  depart: { code: string; nom: string };
  arrivee: { code: string; nom: string };
  min: number;
  max: number;
  roadKm: number;
}

const PARIS = { code: '75056', nom: 'Paris' };
const BREST = { code: '29019', nom: 'Brest' };
const NANTES = { code: '44109', nom: 'Nantes' };
const LILLE = { code: '59350', nom: 'Lille' };
const RENNES = { code: '35238', nom: 'Rennes' };
const LYON = { code: '69123', nom: 'Lyon' };
const BORDEAUX = { code: '33063', nom: 'Bordeaux' };
const TOULOUSE = { code: '31555', nom: 'Toulouse' };
const STRASBOURG = { code: '67482', nom: 'Strasbourg' };
const REIMS = { code: '51454', nom: 'Reims' };
const MONTPELLIER = { code: '34172', nom: 'Montpellier' };
const NIMES = { code: '30189', nom: 'Nîmes' };

export const HARDCODED_BORNES: readonly HardcodedBorne[] = [
  { depart: PARIS, arrivee: BREST, min: 2600, max: 3400, roadKm: 592 },
  { depart: BREST, arrivee: NANTES, min: 1200, max: 1800, roadKm: 298 },
  { depart: LILLE, arrivee: RENNES, min: 2300, max: 3100, roadKm: 561 },
  { depart: PARIS, arrivee: LYON, min: 1800, max: 2600, roadKm: 465 },
  { depart: BORDEAUX, arrivee: TOULOUSE, min: 700, max: 1300, roadKm: 245 },
  { depart: NANTES, arrivee: BORDEAUX, min: 1200, max: 1800, roadKm: 347 },
  { depart: PARIS, arrivee: STRASBOURG, min: 1900, max: 2700, roadKm: 488 },
  { depart: PARIS, arrivee: REIMS, min: 400, max: 900, roadKm: 144 },
  { depart: MONTPELLIER, arrivee: NIMES, min: 400, max: 600, roadKm: 56 },
  { depart: TOULOUSE, arrivee: NIMES, min: 1000, max: 1600, roadKm: 290 },
  { depart: BREST, arrivee: RENNES, min: 800, max: 1400, roadKm: 243 },
];

/** The fixed range of a pair (cents), in either direction, or undefined. */
export function findHardcodedBorne(
  codeA: string,
  codeB: string,
): { min: number; max: number } | undefined {
  const found = HARDCODED_BORNES.find(
    (borne) =>
      (borne.depart.code === codeA && borne.arrivee.code === codeB) ||
      (borne.depart.code === codeB && borne.arrivee.code === codeA),
  );
  return found ? { min: found.min, max: found.max } : undefined;
}
