import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { documents, ibans } from '../db/schema';

/** Identity documents that make a driver payable (a driving licence alone does not). */
export const PAYOUT_IDENTITY_DOCUMENTS = ['CNI', 'PASSPORT'] as const;

/**
 * spec §6 "Driver identity verification is required for payouts": a driver is payable once they
 * saved an IBAN and the team verified their identity card or passport. Booking's payouts ask here.
 */
export const userSpacePayoutAccountsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('payoutAccounts', {
      async payableAccount(userId: number) {
        const [verified] = await app.db
          .select({ id: documents.id })
          .from(documents)
          .where(
            and(
              eq(documents.utilisateur_id, userId),
              eq(documents.is_verifie, true),
              inArray(documents.type_doc_code, [...PAYOUT_IDENTITY_DOCUMENTS]),
            ),
          )
          .limit(1);
        if (!verified) return null;
        const [account] = await app.db
          .select({ iban: ibans.iban, prenom: ibans.prenom, nom: ibans.nom })
          .from(ibans)
          .where(eq(ibans.utilisateur_id, userId))
          .limit(1);
        if (!account) return null;
        return { iban: account.iban, holderName: `${account.prenom} ${account.nom}` };
      },
    });
  },
  { name: 'user-space-payout-accounts' },
);
