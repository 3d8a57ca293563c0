/**
 * spec §3 "Price range (borne)": the eleven city pairs whose contribution range (in euros) is
 * fixed. They apply in both directions. Codes are INSEE commune codes.
 */
export interface HardcodedBorne {
  depart: { code: string; nom: string };
  arrivee: { code: string; nom: string };
  min: number;
  max: number;
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
  { depart: PARIS, arrivee: BREST, min: 26, max: 34 },
  { depart: BREST, arrivee: NANTES, min: 12, max: 18 },
  { depart: LILLE, arrivee: RENNES, min: 23, max: 31 },
  { depart: PARIS, arrivee: LYON, min: 18, max: 26 },
  { depart: BORDEAUX, arrivee: TOULOUSE, min: 7, max: 13 },
  { depart: NANTES, arrivee: BORDEAUX, min: 12, max: 18 },
  { depart: PARIS, arrivee: STRASBOURG, min: 19, max: 27 },
  { depart: PARIS, arrivee: REIMS, min: 4, max: 9 },
  { depart: MONTPELLIER, arrivee: NIMES, min: 4, max: 6 },
  { depart: TOULOUSE, arrivee: NIMES, min: 10, max: 16 },
  { depart: BREST, arrivee: RENNES, min: 8, max: 14 },
];

/** The fixed range of a pair, in either direction, or undefined. */
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
