import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { TEST_CARDS, isExpired, isLuhnValid } from '@bonneroute/shared/booking';
import type { Database } from '../db/client';
import { sandbox_operations } from '../db/schema';
import {
  PaymentProviderError,
  type AuthorisationState,
  type AuthoriseRequest,
  type AuthoriseResult,
  type PaymentProvider,
} from './payment-provider';

/** Numbers the sandbox always declines (README). */
const DECLINED = new Set<string>([TEST_CARDS.declined, '4000000000009995']);
const CHALLENGE = new Set<string>([TEST_CARDS.threeDSecure]);

export const SANDBOX_CHALLENGE_PATH = '/api/sandbox/3ds';

/**
 * The embedded card processor (default configuration): it validates like a real one (Luhn,
 * expiry, 3-digit CVC), declines the published test numbers, asks a 3-D Secure challenge for
 * 4000 0000 0000 3220 (its page is served by ./sandbox.routes.ts), and keeps its own book of
 * holds, captures, voids and refunds in `sandbox_operations`.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Database,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async authorise(request: AuthoriseRequest): Promise<AuthoriseResult> {
    const { card } = request;
    if (!isLuhnValid(card.number)) return { outcome: 'declined', reason: 'numéro invalide' };
    if (card.month < 1 || card.month > 12 || isExpired(card.month, card.year, this.now()))
      return { outcome: 'declined', reason: 'carte expirée' };
    if (!/^\d{3}$/.test(card.cvc)) return { outcome: 'declined', reason: 'cryptogramme invalide' };
    if (DECLINED.has(card.number)) return { outcome: 'declined', reason: 'refusée par la banque' };
    const reference = `sbx_${randomBytes(18).toString('base64url')}`;
    const challenge = CHALLENGE.has(card.number);
    await this.db.insert(sandbox_operations).values({
      reference,
      montant: request.amountCents,
      etat: challenge ? 'CHALLENGE' : 'AUTORISE',
      carte_fin: card.number.slice(-4),
      retour_url: request.returnUrl,
    });
    if (challenge)
      return {
        outcome: 'challenge',
        providerRef: reference,
        redirectUrl: `${SANDBOX_CHALLENGE_PATH}/${reference}`,
      };
    return { outcome: 'authorised', providerRef: reference };
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

  async capture(reference: string, amountCents: number): Promise<{ captureRef: string }> {
    const [row] = await this.db
      .update(sandbox_operations)
      .set({ etat: 'CAPTURE', capture: amountCents, updated_at: new Date() })
      .where(
        sql`${sandbox_operations.reference} = ${reference} AND etat = 'AUTORISE' AND montant >= ${amountCents}`,
      )
      .returning();
    if (!row) throw new PaymentProviderError('capture impossible');
    return { captureRef: reference };
  }

  async void(reference: string): Promise<void> {
    const row = await this.find(reference);
    if (!row) throw new PaymentProviderError('opération inconnue');
    if (row.etat === 'ANNULE' || row.etat === 'REFUSE') return;
    if (row.etat === 'CAPTURE') throw new PaymentProviderError('déjà capturé');
    await this.db
      .update(sandbox_operations)
      .set({ etat: 'ANNULE', updated_at: new Date() })
      .where(eq(sandbox_operations.reference, reference));
  }

  async refund(reference: string, amountCents: number): Promise<void> {
    const [row] = await this.db
      .update(sandbox_operations)
      .set({ rembourse: sql`rembourse + ${amountCents}`, updated_at: new Date() })
      .where(
        sql`${sandbox_operations.reference} = ${reference} AND etat = 'CAPTURE' AND capture - rembourse >= ${amountCents}`,
      )
      .returning();
    if (!row) throw new PaymentProviderError('remboursement impossible');
  }

  async payout(): Promise<{ providerRef: string }> {
    return { providerRef: `sbx_po_${randomBytes(12).toString('base64url')}` };
  }
}
