import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasVerifiedDocument } from './documents.repository';
import { findIban } from './iban.repository';

/** Identity documents that make a driver payable (a driving licence alone does not). */
export const PAYOUT_IDENTITY_DOCUMENTS = ['CNI', 'PASSPORT'] as const;

/**
 * docs/product/booking-and-money.md "Driver identity verification is required for payouts": a driver is payable once they
 * saved an IBAN and the team verified their identity card or passport. Booking's payouts ask here.
 */
export const userSpacePayoutAccountsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('payoutAccounts', {
      async payableAccount(userId: number) {
        if (!(await hasVerifiedDocument(app.db, userId, PAYOUT_IDENTITY_DOCUMENTS))) return null;
        const account = await findIban(app.db, userId);
        if (!account) return null;
        return {
          iban: account.iban,
          holderName: `${account.prenom} ${account.nom}`,
          holderAddress: {
            line: account.adresse,
            city: account.ville,
            postcode: account.code_postal,
            country: account.pays,
          },
        };
      },
    });
  },
  { name: 'user-space-payout-accounts' },
);
