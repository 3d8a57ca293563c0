import { z } from 'zod';
import { dataEnvelope, paginatedEnvelope, text } from '../api';
import { nomSchema, prenomSchema } from '../auth/names';
import { sexeSchema } from '../auth/sexe';

/** The team's users list (search by name or e-mail), with the suspension state. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  prenom: z.string(),
  nom: z.string(),
  email: z.string(),
  role: z.string(),
  activated: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  suspendu_le: z.string().nullable(),
  motif_suspension: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = paginatedEnvelope(adminUserSchema);
export const adminUsersQuerySchema = z.object({
  q: text().trim().max(120).optional(),
  /** `newsletter` = the newsletter's recipients (active, e-mail validated, not suspended). */
  liste: z.enum(['newsletter'], { error: 'Liste inconnue.' }).optional(),
});
export const suspendUserBodySchema = z.object({
  motif: text({ multiline: true, error: 'Indiquez le motif de la suspension.' })
    .trim()
    .min(1, 'Indiquez le motif de la suspension.')
    .max(255, 'Le motif ne doit pas dépasser 255 caractères.'),
});
export const suspendUserResponseSchema = dataEnvelope(
  z.object({
    id: z.number().int(),
    suspendu: z.union([z.literal(0), z.literal(1)]),
    trajets_annules: z.number().int(),
    rembourse: z.number().int(),
  }),
);

/**
 * An ADMIN's explicit corrections of a member's data (never "editing as the user"):
 * each one says why, and the journal keeps what it was before and after.
 */
export const CORRECTION_FIELDS = ['identite', 'telephone', 'avatar', 'iban'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];
const correctionMotifSchema = text({
  multiline: true,
  error: 'Indiquez le motif de la correction : la personne en est informée.',
})
  .trim()
  .min(1, 'Indiquez le motif de la correction : la personne en est informée.')
  .max(255, 'Le motif ne doit pas dépasser 255 caractères.');
/** Removing a phone number, an avatar or an IBAN: only the reason. */
export const accountRemovalBodySchema = z.object({ motif: correctionMotifSchema });
/** Correcting the identity (a typo, a name seen on the ID document): the fields and the reason. */
export const identityCorrectionBodySchema = z
  .object({
    motif: correctionMotifSchema,
    nom: nomSchema.optional(),
    prenom: prenomSchema.optional(),
    sexe: sexeSchema.optional(),
    date_naissance: text().trim().max(10).optional(),
  })
  .refine(
    ({ motif: _motif, ...fields }) => Object.values(fields).some((value) => value !== undefined),
    { error: 'Indiquez au moins un champ à corriger.' },
  );
