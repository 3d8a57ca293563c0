import { z } from 'zod';

/**
 * The admin « Rapprochement » page and `GET /api/admin/rapprochement`: the card
 * processor's book beside our ledger, and every difference found with what was done about it.
 * Amounts in cents.
 */
export const moneyTotalsSchema = z.object({
  /** Charged to cards (captured). */
  capture: z.number().int(),
  /** Given back to cards. */
  rembourse: z.number().int(),
  /** Still held on cards (authorised, not captured). */
  bloque: z.number().int(),
  /** Paid out to drivers' bank accounts. */
  verse: z.number().int(),
});
export type MoneyTotalsWire = z.infer<typeof moneyTotalsSchema>;

export const discrepancySchema = z.object({
  id: z.number().int(),
  type: z.string(),
  paiement_id: z.number().int().nullable(),
  utilisateur_id: z.number().int().nullable(),
  reference: z.string().nullable(),
  montant_processeur: z.number().int(),
  montant_grand_livre: z.number().int(),
  detail: z.string(),
  action: z.string().nullable(),
  statut: z.enum(['OUVERT', 'RESOLU']),
  detecte_le: z.string(),
  vu_le: z.string(),
  resolu_le: z.string().nullable(),
});
export type Discrepancy = z.infer<typeof discrepancySchema>;

export const reconciliationSchema = z.object({
  /** When the last reconciliation ran (every minute), or null before the first one. */
  dernier_rapprochement: z.string().nullable(),
  processeur: z.string(),
  totaux: z
    .object({ processeur: moneyTotalsSchema.nullable(), grand_livre: moneyTotalsSchema })
    .nullable(),
  /** Payments and payouts whose processor operation is still under way (not compared yet). */
  operations_en_cours: z.number().int(),
  ecarts: z.array(discrepancySchema),
  /** The latest differences that went away, with what was done about each. */
  resolus: z.array(discrepancySchema),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;
export const reconciliationResponseSchema = z.object({ data: reconciliationSchema });

export const reconciliationTexts = {
  title: 'Rapprochement',
  intro:
    'Le relevé du processeur de paiement comparé à notre grand livre. Le rapprochement tourne chaque minute ; les opérations interrompues sont reprises automatiquement.',
  noDiscrepancy: 'Aucun écart : le relevé du processeur et le grand livre concordent.',
  neverRan: 'Le rapprochement n’a pas encore tourné.',
  runNow: 'Relancer maintenant',
} as const;
