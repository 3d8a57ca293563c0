import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { TEST_CARDS, isExpired, isLuhnValid } from '@bonneroute/shared/booking';
import { ibanCountry } from '@bonneroute/shared/user-space';
import type { Database, DbOrTx } from '../../db/client';
import { sandbox_operations, sandbox_requetes } from '../../db/schema';
import {
  PaymentProviderError,
  type AuthorisationState,
  type AuthoriseRequest,
  type AuthoriseResult,
  type OperationRecord,
  type OperationType,
  type PaymentProvider,
  type PayoutRequest,
  type ProcessorBook,
} from './payment-provider';

/** Numbers the sandbox always declines (README). */
const DECLINED = new Set<string>([TEST_CARDS.declined, '4000000000009995']);
const CHALLENGE = new Set<string>([TEST_CARDS.threeDSecure]);

export const SANDBOX_CHALLENGE_PATH = '/api/sandbox/3ds';

const newReference = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

interface Answer {
  record: OperationRecord;
  reference?: string | null;
  amount?: number;
  beneficiary?: string | null;
  country?: string | null;
}

const refused = (reason: string): Answer => ({ record: { outcome: 'refused', reason } });

function orThrow(record: OperationRecord): string {
  if (record.outcome === 'refused') throw new PaymentProviderError(record.reason);
  if (record.outcome !== 'done') throw new PaymentProviderError('réponse inattendue');
  return record.reference;
}

/**
 * The embedded card processor (default configuration): it validates like a real one (Luhn,
 * expiry, 3-digit CVC), declines the published test numbers, asks a 3-D Secure challenge for
 * 4000 0000 0000 3220 (its page is served by ./sandbox.routes.ts), and keeps its own book of
 * holds, captures, voids and refunds (`sandbox_operations`) and of every request it received
 * (`sandbox_requetes`). Like Mangopay and Stripe it honours idempotency keys: a request with a
 * key it already knows gets the first answer again and never a second operation, even when
 * both arrive at once.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Runs `operation` at most once per key, in one transaction with the key's row. */
  private once(
    key: string,
    type: OperationType,
    operation: (tx: DbOrTx) => Promise<Answer>,
  ): Promise<OperationRecord> {
    return this.db.transaction(async (tx) => {
      // A concurrent request with the same key waits here until the first one commits.
      const [claimed] = await tx
        .insert(sandbox_requetes)
        .values({ cle: key, type })
        .onConflictDoNothing()
        .returning({ id: sandbox_requetes.id });
      if (!claimed) {
        const [row] = await tx.select().from(sandbox_requetes).where(eq(sandbox_requetes.cle, key));
        if (!row || row.type !== type)
          throw new PaymentProviderError(
            'clé d’idempotence déjà utilisée pour une autre opération',
          );
        return row.reponse as OperationRecord;
      }
      const answer = await operation(tx);
      await tx
        .update(sandbox_requetes)
        .set({
          reponse: answer.record,
          reference: answer.reference ?? null,
          montant: answer.amount ?? 0,
          beneficiaire: answer.beneficiary ?? null,
          pays: answer.country ?? null,
        })
        .where(eq(sandbox_requetes.id, claimed.id));
      return answer.record;
    });
  }

  async authorise(request: AuthoriseRequest): Promise<AuthoriseResult> {
    const record = await this.once(request.idempotencyKey, 'AUTORISATION', async (tx) => {
      const { card } = request;
      const declined = (reason: string): Answer => ({ record: { outcome: 'declined', reason } });
      if (!isLuhnValid(card.number)) return declined('numéro invalide');
      if (card.month < 1 || card.month > 12 || isExpired(card.month, card.year, this.now()))
        return declined('carte expirée');
      if (!/^\d{3}$/.test(card.cvc)) return declined('cryptogramme invalide');
      if (DECLINED.has(card.number)) return declined('refusée par la banque');
      const reference = newReference('sbx');
      const challenge = CHALLENGE.has(card.number);
      await tx.insert(sandbox_operations).values({
        reference,
        cle: request.idempotencyKey,
        etiquette: `paiement:${request.paymentId}`,
        montant: request.amountCents,
        etat: challenge ? 'CHALLENGE' : 'AUTORISE',
        carte_fin: card.number.slice(-4),
        retour_url: request.returnUrl,
      });
      return {
        reference,
        amount: request.amountCents,
        record: challenge
          ? {
              outcome: 'challenge',
              providerRef: reference,
              redirectUrl: `${SANDBOX_CHALLENGE_PATH}/${reference}`,
            }
          : { outcome: 'authorised', providerRef: reference },
      };
    });
    return record as AuthoriseResult;
  }

  async find(reference: string) {
    const [row] = await this.db
      .select()
      .from(sandbox_operations)
      .where(eq(sandbox_operations.reference, reference));
    return row;
  }

  /** The holder's answer on the challenge page. */
  async completeChallenge(reference: string, success: boolean): Promise<string | null> {
    const [row] = await this.db
      .update(sandbox_operations)
      .set({ etat: success ? 'AUTORISE' : 'REFUSE', updated_at: new Date() })
      .where(sql`${sandbox_operations.reference} = ${reference} AND etat = 'CHALLENGE'`)
      .returning();
    return row?.retour_url ?? null;
  }

  async authorisationState(reference: string): Promise<AuthorisationState> {
    const row = await this.find(reference);
    if (!row) throw new PaymentProviderError('opération inconnue');
    if (row.etat === 'CHALLENGE') return 'challenge';
    if (row.etat === 'REFUSE' || row.etat === 'ANNULE') return 'declined';
    return 'authorised';
  }

  async capture(reference: string, amountCents: number, key: string) {
    const record = await this.once(key, 'CAPTURE', async (tx) => {
      const [row] = await tx
        .update(sandbox_operations)
        .set({ etat: 'CAPTURE', capture: amountCents, updated_at: new Date() })
        .where(
          sql`${sandbox_operations.reference} = ${reference} AND etat = 'AUTORISE' AND montant >= ${amountCents}`,
        )
        .returning();
      if (!row) return refused('capture impossible');
      return { record: { outcome: 'done', reference }, reference, amount: amountCents };
    });
    return { captureRef: orThrow(record) };
  }

  async void(reference: string, key: string): Promise<void> {
    const record = await this.once(key, 'ANNULATION', async (tx) => {
      const [row] = await tx
        .select()
        .from(sandbox_operations)
        .where(eq(sandbox_operations.reference, reference))
        .for('update');
      if (!row) return refused('opération inconnue');
      if (row.etat === 'CAPTURE') return refused('déjà capturé');
      if (row.etat !== 'ANNULE' && row.etat !== 'REFUSE')
        await tx
          .update(sandbox_operations)
          .set({ etat: 'ANNULE', updated_at: new Date() })
          .where(eq(sandbox_operations.id, row.id));
      return { record: { outcome: 'done', reference }, reference, amount: row.montant };
    });
    orThrow(record);
  }

  async refund(reference: string, amountCents: number, key: string) {
    const record = await this.once(key, 'REMBOURSEMENT', async (tx) => {
      const [row] = await tx
        .update(sandbox_operations)
        .set({ rembourse: sql`rembourse + ${amountCents}`, updated_at: new Date() })
        .where(
          sql`${sandbox_operations.reference} = ${reference} AND etat = 'CAPTURE' AND capture - rembourse >= ${amountCents}`,
        )
        .returning();
      if (!row) return refused('remboursement impossible');
      const refundRef = newReference('sbx_re');
      return { record: { outcome: 'done', reference: refundRef }, reference, amount: amountCents };
    });
    return { refundRef: orThrow(record) };
  }

  /**
   * Like a bank transfer network, it refuses an account it cannot route: an IBAN that fails its
   * check, or one whose country is not the country the request names. The country is recorded.
   */
  async payout(request: PayoutRequest): Promise<{ providerRef: string }> {
    const record = await this.once(request.idempotencyKey, 'VERSEMENT', async () => {
      const country = ibanCountry(request.iban);
      if (!country) return refused('IBAN invalide');
      if (country !== request.country.toUpperCase()) return refused('pays du compte incohérent');
      const reference = newReference('sbx_po');
      return {
        record: { outcome: 'done', reference },
        reference,
        amount: request.amountCents,
        beneficiary: String(request.userId),
        country,
      };
    });
    return { providerRef: orThrow(record) };
  }

  async lookup(key: string, type: OperationType): Promise<OperationRecord | null> {
    const [row] = await this.db
      .select()
      .from(sandbox_requetes)
      .where(eq(sandbox_requetes.cle, key));
    if (!row || row.type !== type || !row.reponse) return null;
    return row.reponse as OperationRecord;
  }

  async book(): Promise<ProcessorBook> {
    const charges = await this.db.execute<{
      reference: string;
      paymentId: number | null;
      held: number;
      captured: number;
      refunded: number;
    }>(sql`
      SELECT reference, substring(etiquette from '^paiement:([0-9]+)$')::int AS "paymentId",
             CASE WHEN etat = 'AUTORISE' THEN montant ELSE 0 END AS held,
             capture AS captured, rembourse AS refunded
        FROM sandbox_operations`);
    const payouts = await this.db.execute<{
      reference: string;
      key: string;
      user_id: string | null;
      amount: number;
    }>(sql`
      SELECT reference, cle AS key, beneficiaire AS user_id, montant AS amount
        FROM sandbox_requetes
       WHERE type = 'VERSEMENT' AND reponse->>'outcome' = 'done'`);
    return {
      charges: charges.rows,
      payouts: payouts.rows.map((row) => ({
        reference: row.reference,
        key: row.key,
        userId: row.user_id === null ? null : Number(row.user_id),
        amount: row.amount,
      })),
    };
  }
}
