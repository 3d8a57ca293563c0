import type { HolderAddress } from './processors/payment-provider';
import { balanceOf, lockDriverEarnings, recordMovement } from './ledger.repository';
import { processorCall } from './operation-calls';
import { insertOperation } from './operations.repository';
import { runStep } from './processor-step';
import type { AppDeps } from '../lib/app-deps';

/**
 * Where a driver's money can go: the saved IBAN, only once an identity document is verified.
 * The IBAN and documents belong to the user space, which decorates `app.payoutAccounts`
 * (user-space/payout-accounts.plugin.ts); with no payable account, earnings wait in the ledger.
 */
export interface PayableAccount {
  iban: string;
  holderName: string;
  holderAddress?: HolderAddress;
}

export interface PayoutAccounts {
  payableAccount(userId: number): Promise<PayableAccount | null>;
}

declare module '../lib/app-deps' {
  interface AppDeps {
    payoutAccounts: PayoutAccounts;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    payoutAccounts: PayoutAccounts;
  }
}

/**
 * Pays out everything the driver has earned, exactly once (docs/product/booking-and-money.md,
 * Payouts). Under a lock on the driver's earnings, the balance owed is moved to VIREMENT and the
 * payout operation recorded in one transaction — the intent, keyed; then the processor is asked
 * with that key. A second payout at the same time waits for the lock and finds nothing owed.
 * Returns the amount paid out.
 */
export async function payDriver(deps: AppDeps, driverId: number): Promise<number> {
  const account = await deps.payoutAccounts.payableAccount(driverId);
  if (!account) {
    if ((await balanceOf(deps.db, 'CONDUCTEUR', { utilisateur_id: driverId })) > 0)
      await deps.notifications.notify([
        {
          utilisateur_id: driverId,
          type: 'VERSEMENT_EN_ATTENTE',
          details:
            'Ajoutez votre IBAN et une pièce d’identité vérifiée dans votre profil pour recevoir vos gains.',
        },
      ]);
    return 0;
  }
  const step = await deps.db.transaction(async (tx) => {
    await lockDriverEarnings(tx, driverId);
    const owed = await balanceOf(tx, 'CONDUCTEUR', { utilisateur_id: driverId });
    if (owed <= 0) return null;
    const planned = await insertOperation(tx, {
      type: 'VERSEMENT',
      utilisateur_id: driverId,
      montant: owed,
    });
    await recordMovement(tx, { type: 'VERSEMENT', operation_id: planned.id }, [
      { compte: 'CONDUCTEUR', montant: -owed, utilisateur_id: driverId },
      { compte: 'VIREMENT', montant: owed, utilisateur_id: driverId },
    ]);
    return planned;
  });
  if (!step) return 0;
  try {
    await runStep(deps, step, processorCall(deps));
  } catch (error) {
    // No answer: the recovery job asks the processor with the same key and finishes it.
    deps.log.warn(
      { err: error, operationId: step.id },
      'versement sans réponse : reprise plus tard',
    );
  }
  deps.log.info({ driverId, owed: step.montant }, 'versement des gains');
  return step.montant;
}
