import { z } from 'zod';
import { dataEnvelope } from '../api';
import { isCountryCode } from './countries';
import { isIban, normaliseIban } from './iban';
import { userSpaceTexts } from './texts';

const required = userSpaceTexts.requiredFields;
const text = (max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, `ne doit pas dépasser ${max} caractères`);

/** spec §5 IBAN form: iban, nom, prenom, adresse, ville, code_postal required; pays; bic null. */
export const ibanBodySchema = z.object({
  iban: z
    .string({ error: required })
    .transform(normaliseIban)
    .refine(isIban, { error: userSpaceTexts.ibanInvalid }),
  nom: text(75),
  prenom: text(75),
  adresse: text(255),
  ville: text(120),
  code_postal: text(10),
  pays: z
    .string({ error: required })
    .trim()
    .toUpperCase()
    .refine(isCountryCode, { error: required }),
  bic: z
    .string()
    .nullish()
    .transform(() => null),
});
export type IbanBody = z.infer<typeof ibanBodySchema>;

/** spec §3 Bank details; the IBAN itself is only sent masked. */
export const ibanSchema = z.object({
  id: z.number().int(),
  IBAN: z.string(),
  prenom: z.string(),
  nom: z.string(),
  adresse: z.string(),
  ville: z.string(),
  code_postal: z.string(),
  pays: z.string(),
  bic: z.null(),
});
export type Iban = z.infer<typeof ibanSchema>;
export const ibanResponseSchema = dataEnvelope(ibanSchema.nullable());
