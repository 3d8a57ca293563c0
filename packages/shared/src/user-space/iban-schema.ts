import { z } from 'zod';
import { dataEnvelope, text } from '../api';
import { isCountryCode } from './countries';
import { isIban, normaliseIban } from './iban';
import { userSpaceTexts } from './texts';

const required = userSpaceTexts.requiredFields;
const requiredText = (max: number) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .max(max, `ne doit pas dépasser ${max} caractères`);

/** spec §5 IBAN form: iban, nom, prenom, adresse, ville, code_postal required; pays; bic null. */
export const ibanBodySchema = z.object({
  iban: text({ error: required })
    .transform(normaliseIban)
    .refine(isIban, { error: userSpaceTexts.ibanInvalid }),
  nom: requiredText(75),
  prenom: requiredText(75),
  adresse: requiredText(255),
  ville: requiredText(120),
  code_postal: requiredText(10),
  pays: text({ error: required }).trim().toUpperCase().refine(isCountryCode, { error: required }),
  bic: text()
    .nullish()
    .transform(() => null),
});

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
