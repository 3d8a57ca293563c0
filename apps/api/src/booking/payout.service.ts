import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { balanceOf, recordMovement } from './ledger.repository';

/**
 * Where a driver's money can go: the saved IBAN, only once an identity document is verified.
 * The IBAN and documents belong to the user space (issue 5), which decorates `app.payoutAccounts`
 * at merge; until then nobody is payable and earnings wait in the ledger.
 */
export interface PayoutAccounts {
  payableAccount(userId: number): Promise<{ iban: string; holderName: string } | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payoutAccounts: PayoutAccounts;
  }
}

export const payoutAccountsPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.hasDecorator('payoutAccounts'))
      app.decorate('payoutAccounts', { payableAccount: async () => null });
  },
  { name: 'payout-accounts' },
);

/** Pays out everything the driver has earned, or tells them why it waits. */
export async function payDriver(app: FastifyInstance, driverId: number): Promise<number> {
  const owed = await balanceOf(app.db, 'CONDUCTEUR', { utilisateur_id: driverId });
  if (owed <= 0) return 0;
  const account = await app.payoutAccounts.payableAccount(driverId);
  if (!account) {
    await app.notifications.notify([
      {
        utilisateur_id: driverId,
        type: 'VERSEMENT_EN_ATTENTE',
        details:
          'Ajoutez votre IBAN et une pièce d’identité vérifiée dans votre profil pour recevoir vos gains.',
      },
    ]);
    return 0;
  }
  const { providerRef } = await app.payments.payout({
    userId: driverId,
    amountCents: owed,
    iban: account.iban,
    holderName: account.holderName,
    reference: `BonneRoute ${driverId}`,
  });
  await app.db.transaction(async (tx) => {
    await recordMovement(tx, { type: 'VERSEMENT' }, [
      { compte: 'CONDUCTEUR', montant: -owed, utilisateur_id: driverId },
      { compte: 'VIREMENT', montant: owed, utilisateur_id: driverId },
    ]);
  });
  app.log.info({ driverId, owed, providerRef }, 'gains versés');
  await app.notifications.notify([{ utilisateur_id: driverId, type: 'VERSEMENT_EFFECTUE' }]);
  return owed;
}
