import { z } from 'zod';
import { dataEnvelope, flag01 } from '../api';

/**
 * docs/product/accounts.md "Deleting an account": the password confirms it is the member; an
 * account without one (Google sign-in) gives the code it received by e-mail instead.
 */
export const deleteAccountBodySchema = z.object({
  password: z.string().min(1).max(200).optional(),
  code: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});

export const deletionCodeResponseSchema = dataEnvelope(z.object({ message: z.string() }));

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

/**
 * GET/PUT /utilisateurs/{id}/consentements (docs/product/accounts.md "Consent at sign-up"): the
 * terms version the member accepted and when, and the newsletter opt-in they can give or
 * withdraw at any time.
 */
export const consentsSchema = z.object({
  conditions_version: z.string().nullable(),
  conditions_acceptees_le: z.string().nullable(),
  newsletter: z.union([z.literal(0), z.literal(1)]),
  newsletter_acceptee_le: z.string().nullable(),
});
export const consentsResponseSchema = dataEnvelope(consentsSchema);
export const consentsUpdateBodySchema = z.object({ newsletter: flag01 });
