import { ibanCountry } from '@bonneroute/shared/user-space';
import {
  PaymentProviderError,
  type OperationRecord,
  type OperationType,
} from './processors/payment-provider';
import { findPayment } from './payments.repository';
import { findOperationOf, type OperationRow } from './operations.repository';
import type { ProcessorCall } from './processor-step';
import type { AppDeps } from '../lib/app-deps';

const done = (reference: string): OperationRecord => ({ outcome: 'done', reference });

/** The capture a refund refers to; a refund waits while its capture is not confirmed yet. */
async function captureReferenceOf(deps: AppDeps, paymentId: number): Promise<string> {
  const payment = (await findPayment(deps.db, paymentId))!;
  if (payment.capture_ref) return payment.capture_ref;
  // Payments captured before operations were recorded kept the hold's reference.
  const capture = await findOperationOf(deps.db, paymentId, 'CAPTURE');
  if (!capture && payment.provider_ref) return payment.provider_ref;
  throw new PaymentProviderError('capture pas encore confirmée', true);
}

/**
 * The processor call of a recorded operation, from what the database knows. An authorisation
 * cannot be sent again (we never keep card numbers): its recovery asks the processor what it
 * did with the key; a key the processor never received after `recoveryAfterSeconds` means the
 * request never reached it.
 */
export function processorCall(deps: AppDeps): ProcessorCall {
  return async (step: OperationRow) => {
    // A second attempt first asks what the first one did: the answer may just have been lost.
    if (step.tentatives > 1 && step.type !== 'AUTORISATION') {
      const known = await deps.payments.lookup(step.cle, step.type as OperationType);
      if (known) return known;
    }
    const payment = step.paiement_id ? await findPayment(deps.db, step.paiement_id) : undefined;
    switch (step.type) {
      case 'AUTORISATION': {
        const record = await deps.payments.lookup(step.cle, 'AUTORISATION');
        if (record) return record;
        const age = (Date.now() - step.created_at.getTime()) / 1000;
        if (age < deps.env.MONEY_RECOVERY_AFTER_SECONDS)
          throw new PaymentProviderError('réponse du processeur attendue', true);
        return { outcome: 'declined', reason: 'jamais reçue par le processeur' };
      }
      case 'CAPTURE': {
        if (!payment?.provider_ref) throw new PaymentProviderError('aucune empreinte à capturer');
        const { captureRef } = await deps.payments.capture(
          payment.provider_ref,
          step.montant,
          step.cle,
        );
        return done(captureRef);
      }
      case 'ANNULATION': {
        if (!payment?.provider_ref) throw new PaymentProviderError('aucune empreinte à libérer');
        await deps.payments.void(payment.provider_ref, step.cle);
        return done(payment.provider_ref);
      }
      case 'REMBOURSEMENT': {
        const captureRef = await captureReferenceOf(deps, step.paiement_id!);
        const { refundRef } = await deps.payments.refund(captureRef, step.montant, step.cle);
        return done(refundRef);
      }
      case 'VERSEMENT': {
        const userId = step.utilisateur_id!;
        const account = await deps.payoutAccounts.payableAccount(userId);
        if (!account) throw new PaymentProviderError('compte de versement indisponible');
        const { providerRef } = await deps.payments.payout({
          idempotencyKey: step.cle,
          userId,
          amountCents: step.montant,
          iban: account.iban,
          country: ibanCountry(account.iban) ?? account.iban.slice(0, 2),
          holderName: account.holderName,
          holderAddress: account.holderAddress,
          reference: `BonneRoute ${userId}`,
        });
        return done(providerRef);
      }
      default:
        throw new PaymentProviderError(`opération inconnue : ${step.type}`);
    }
  };
}
