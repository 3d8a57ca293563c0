import { z } from 'zod';
import { authTexts } from './texts';

/** docs/product/accounts.md: Sexe options F Madame, M Monsieur, X Ni l'un ni l'autre. */
export const SEXE_OPTIONS = [
  { value: 'F', label: 'Madame' },
  { value: 'M', label: 'Monsieur' },
  { value: 'X', label: 'Ni l’un ni l’autre' },
] as const;

export type Sexe = (typeof SEXE_OPTIONS)[number]['value'];

export const sexeSchema = z.enum(['F', 'M', 'X'], { error: authTexts.sexeRequired });
