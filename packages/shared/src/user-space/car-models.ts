import { CAR_MODELS } from './car-models-by-brand';

export { CAR_MODELS };

export const CAR_BRANDS = Object.keys(CAR_MODELS);

/** Colours offered for a vehicle (docs/product/user-space.md: Vehicle "couleur" from a list). */
export const CAR_COLOURS = [
  'Blanc',
  'Noir',
  'Gris',
  'Gris foncé',
  'Argent',
  'Bleu',
  'Bleu foncé',
  'Rouge',
  'Bordeaux',
  'Vert',
  'Jaune',
  'Orange',
  'Marron',
  'Beige',
  'Violet',
  'Rose',
  'Doré',
] as const;

export function isKnownCar(marque: string, modele: string): boolean {
  return CAR_MODELS[marque]?.includes(modele) ?? false;
}
