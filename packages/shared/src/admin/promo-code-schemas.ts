import { z } from 'zod';
import { dataEnvelope, text } from '../api';
import { PROMO_CODE_MAX, normalisePromoCode } from '../booking/promo-code';

/** A promo code as the team manages it: a fuel bonus in cents for the driver of a full trip. */
export const adminPromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  montant: z.number().int().nullable(),
  nb_utilisations_max: z.number().int().nullable(),
  nb_utilisations: z.number().int(),
  montant_max_par_conducteur: z.number().int().nullable(),
  valide_du: z.string().nullable(),
  valide_au: z.string().nullable(),
  actif: z.union([z.literal(0), z.literal(1)]),
  /** Trips carrying the code, and bonuses paid. */
  trajets: z.number().int(),
  bonus_verses: z.number().int(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;
export const adminPromoCodesResponseSchema = dataEnvelope(z.array(adminPromoCodeSchema));

const optionalCents = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: `${label} : un nombre entier de centimes.` })
      .int(`${label} : un nombre entier de centimes.`)
      .min(1, `${label} doit être positif.`)
      .max(100_000, `${label} ne peut pas dépasser 1 000 €.`)
      .optional(),
  );
const optionalDate = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.iso.date({ error: 'Date au format AAAA-MM-JJ.' }).optional(),
);

const PROMO_CODE_FORMAT = `Le code : 4 à ${PROMO_CODE_MAX} lettres, chiffres ou tirets.`;
export const createPromoCodeBodySchema = z
  .object({
    code: text({ error: 'Indiquez le code.' })
      .overwrite(normalisePromoCode)
      .max(PROMO_CODE_MAX, PROMO_CODE_FORMAT)
      .regex(new RegExp(`^[A-Z0-9-]{4,${PROMO_CODE_MAX}}$`), PROMO_CODE_FORMAT),
    montant: optionalCents('Le montant').refine((value) => value !== undefined, {
      message: 'Indiquez le montant offert au conducteur.',
    }),
    nb_utilisations_max: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.coerce
        .number({ error: 'Nombre d’utilisations : un nombre entier.' })
        .int('Nombre d’utilisations : un nombre entier.')
        .min(1, 'Au moins une utilisation.')
        .max(1_000_000, 'Au plus 1 000 000 utilisations.')
        .optional(),
    ),
    montant_max_par_conducteur: optionalCents('Le plafond par conducteur'),
    valide_du: optionalDate,
    valide_au: optionalDate,
  })
  .refine((body) => !body.valide_du || !body.valide_au || body.valide_du < body.valide_au, {
    message: 'La fin de validité doit suivre son début.',
    path: ['valide_au'],
  });
export type CreatePromoCodeBody = z.infer<typeof createPromoCodeBodySchema>;
export const promoCodeResponseSchema = dataEnvelope(adminPromoCodeSchema);
export const togglePromoCodeBodySchema = z.object({
  actif: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
});
