import { z } from 'zod';
import { dataEnvelope, text } from '../api';
import { isCountryCode } from './countries';
import { isIban, normaliseIban } from './iban';
import { postcodeOfCountry } from './postcode';
import { userSpaceTexts } from './texts';

const required = userSpaceTexts.requiredFields;
const requiredText = (max: number) =>
  text({ error: required })
    .trim()
    .min(1, required)
    .max(max, `ne doit pas dépasser ${max} caractères`);

/**
 * docs/product/user-space.md IBAN form: iban, nom, prenom, adresse, ville, code_postal required; pays; bic null.
 * Any valid IBAN (French, Belgian, Luxembourg, Swiss…); the holder's postcode is checked against
 * the holder's country, `pays` (docs/decisions/025-phones-and-bank-accounts-abroad.md).
 */
export const ibanBodySchema = z
  .object({
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
  })
  .superRefine(postcodeOfCountry('pays', 'code_postal'));

/** docs/product/user-space.md Bank details; the IBAN itself is only sent masked. */
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
