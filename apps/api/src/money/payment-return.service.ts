import { timingSafeEqual } from 'node:crypto';
import { bookingTexts } from '@bonneroute/shared/booking';
import type { AppDeps } from '../lib/app-deps';
import { notFound } from '../lib/http-error';
import { findPayment } from './payments.repository';
import { applyAuthorisation, returnPathFor } from './payment.service';

/**
 * The browser comes back from the 3-D Secure page: the payment is finished with what the
 * processor says now, and the answer is the page to send the payer to. Only the payer gets
 * through, by the link's secret `cle` (or their own session); anyone else gets the same 404 as
 * for a payment that does not exist, and learns nothing.
 */
export async function finishPaymentReturn(
  deps: AppDeps,
  paymentId: number,
  cle: string | undefined,
  userId: number | undefined,
): Promise<string> {
  let payment = await findPayment(deps.db, paymentId);
  if (!payment || !isPayer(payment, cle, userId)) {
    throw notFound(bookingTexts.paymentNotFound);
  }
  if (payment.status === 'AUTHENTIFICATION_REQUISE' && payment.provider_ref) {
    const state = await deps.payments.authorisationState(payment.provider_ref);
    if (state !== 'challenge') {
      await applyAuthorisation(
        deps,
        payment.id,
        state === 'authorised'
          ? { outcome: 'authorised', providerRef: payment.provider_ref }
          : { outcome: 'declined', reason: '3-D Secure', providerRef: payment.provider_ref },
      ).catch(() => undefined);
      payment = (await findPayment(deps.db, payment.id))!;
    }
  }
  return returnPathFor(payment);
}

function isPayer(
  payment: { utilisateur_id: number; cle_retour: string | null },
  cle: string | undefined,
  userId: number | undefined,
): boolean {
  if (userId !== undefined && userId === payment.utilisateur_id) return true;
  if (!cle || !payment.cle_retour) return false;
  const given = Buffer.from(cle);
  const expected = Buffer.from(payment.cle_retour);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
