import { z } from 'zod';
import { dataEnvelope } from '../api';

/** docs/product/accounts.md "Deleting an account": the password confirms it is the member. */
export const deleteAccountBodySchema = z.object({
  password: z.string().min(1).max(200),
});

export const deleteAccountResponseSchema = dataEnvelope(
  z.object({
    supprime_le: z.string(),
    /** What stays, for the confirmation page (payments kept for accounting law). */
    conserve: z.array(z.string()),
  }),
);

/** One archived identity of a deleted member (ADMIN only, docs/product/accounts.md). */
export const archivedIdentitySchema = z.object({
  utilisateur_id: z.number().int(),
  email: z.string(),
  prenom: z.string(),
  nom: z.string(),
  supprime_le: z.string(),
  conserver_jusqu_au: z.string(),
  bilan: z.record(z.string(), z.unknown()),
});
export const archivedIdentityResponseSchema = dataEnvelope(archivedIdentitySchema);
