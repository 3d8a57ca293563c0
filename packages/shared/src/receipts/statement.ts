import { z } from 'zod';
import { idParamsOf } from '../api';

/**
 * docs/product/booking-and-money.md#yearly-statement: a driver's « Relevé annuel » of one
 * calendar year, as PDF or CSV.
 */
export const statementParamsSchema = idParamsOf('id').extend({
  annee: z.coerce
    .number({ error: 'doit être une année' })
    .int({ error: 'doit être une année' })
    .min(2020, { error: 'doit être une année à partir de 2020' })
    .max(2100, { error: 'doit être une année avant 2100' }),
});
export const statementQuerySchema = z.object({
  format: z.enum(['pdf', 'csv'], { error: 'doit être pdf ou csv' }).default('pdf'),
});
export type StatementFormat = z.infer<typeof statementQuerySchema>['format'];

export const statementTexts = {
  title: 'Relevé annuel',
  intro:
    'Les montants reçus pour vos trajets de l’année civile, tels que la plateforme doit les communiquer à ses utilisateurs chaque mois de janvier.',
  pdf: (year: number) => `Relevé ${year} (PDF)`,
  csv: (year: number) => `Relevé ${year} (CSV)`,
  yearLabel: 'Année',
  csvHeader: ['trajet', 'date', 'depart', 'arrivee', 'passagers', 'places', 'montant_recu_euros'],
} as const;
