/**
 * The cancellation and refund policy (written into the CGU):
 * - a passenger cancelling more than 24 h before departure gets the contribution back, the fee
 *   is kept;
 * - less than 24 h before departure, half of the contribution;
 * - a driver cancelling refunds every passenger in full, fee included.
 * A booking still waiting for the driver (only authorised) is simply released: nothing was taken.
 */
export const FULL_REFUND_NOTICE_HOURS = 24;

export interface RefundInput {
  montant: number;
  fees: number;
  departure: Date;
  now: Date;
  by: 'passager' | 'conducteur';
}

export interface Refund {
  contribution: number;
  fees: number;
  total: number;
}

export function refundFor({ montant, fees, departure, now, by }: RefundInput): Refund {
  if (by === 'conducteur') return { contribution: montant, fees, total: montant + fees };
  const early = departure.getTime() - now.getTime() > FULL_REFUND_NOTICE_HOURS * 3600_000;
  const contribution = early ? montant : Math.floor(montant / 2);
  return { contribution, fees: 0, total: contribution };
}

export const refundPolicyText = [
  'Annulation par le passager plus de 24 heures avant le départ : la participation versée au conducteur est intégralement remboursée ; les frais de service restent acquis à BonneRoute.',
  'Annulation par le passager moins de 24 heures avant le départ : la moitié de la participation est remboursée ; l’autre moitié revient au conducteur, les frais de service restent acquis.',
  'Annulation du trajet par le conducteur : tous les passagers sont remboursés intégralement, frais de service compris, et le trajet est retiré.',
  'Réservation à acceptation manuelle : tant que le conducteur n’a pas accepté, le montant est seulement bloqué sur la carte. Un refus, une absence de réponse sous 24 heures (ou avant le départ) ou une annulation libèrent ce montant sans frais.',
  'Les remboursements sont faits sur la carte utilisée pour le paiement.',
] as const;
