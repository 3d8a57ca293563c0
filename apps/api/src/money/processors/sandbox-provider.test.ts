import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@bonneroute/shared/booking';
import { sandbox_requetes } from '../../db/schema';
import { createTestContext, type TestContext } from '../../test/test-app';
import type { AuthoriseRequest } from './payment-provider';
import { SandboxProvider } from './sandbox-provider';

let ctx: TestContext;
let sandbox: SandboxProvider;

beforeAll(async () => {
  ctx = await createTestContext();
  sandbox = new SandboxProvider(ctx.db);
});
afterAll(async () => {
  await ctx.close();
});

let n = 0;
const key = (label: string) => `${label}-${process.pid}-${(n += 1)}-${Date.now()}`;

function authorisation(idempotencyKey: string): AuthoriseRequest {
  return {
    paymentId: 1,
    idempotencyKey,
    userId: 1,
    amountCents: 5000,
    card: { holder: 'Test', number: TEST_CARDS.success, month: 12, year: 2099, cvc: '123' },
    browserInfo: {
      javaEnabled: false,
      language: 'fr-FR',
      colorDepth: 24,
      screenHeight: 0,
      screenWidth: 0,
      timeZoneOffset: 0,
      userAgent: '',
      acceptHeader: 'text/html',
    },
    ipAddress: '127.0.0.1',
    returnUrl: 'http://localhost/retour',
  };
}

describe('the sandbox processor honours idempotency keys like Mangopay and Stripe', () => {
  it('one hold per key, even for requests sent at once', async () => {
    const k = key('autorisation');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => sandbox.authorise(authorisation(k))),
    );
    const refs = new Set(answers.map((a) => (a.outcome === 'authorised' ? a.providerRef : '')));
    expect(refs.size).toBe(1);
    await expect(sandbox.lookup(k, 'AUTORISATION')).resolves.toEqual(answers[0]);
    await expect(sandbox.lookup(key('jamais'), 'AUTORISATION')).resolves.toBeNull();
  });

  it('captures and refunds once per key; a new key is a new operation', async () => {
    const hold = await sandbox.authorise(authorisation(key('autorisation')));
    if (hold.outcome !== 'authorised') throw new Error('refusée');
    const capture = key('capture');
    await Promise.all([1, 2, 3].map(() => sandbox.capture(hold.providerRef, 5000, capture)));
    const refund = key('remboursement');
    const refunds = await Promise.all(
      [1, 2, 3].map(() => sandbox.refund(hold.providerRef, 1000, refund)),
    );
    expect(new Set(refunds.map((r) => r.refundRef)).size).toBe(1);
    expect((await sandbox.find(hold.providerRef))!.rembourse).toBe(1000);
    await sandbox.refund(hold.providerRef, 1000, key('remboursement'));
    expect((await sandbox.find(hold.providerRef))!).toMatchObject({
      capture: 5000,
      rembourse: 2000,
    });
    // A refund beyond what was captured is refused, and refused again with the same key.
    const tooMuch = key('remboursement');
    await expect(sandbox.refund(hold.providerRef, 9000, tooMuch)).rejects.toThrow();
    await expect(sandbox.lookup(tooMuch, 'REMBOURSEMENT')).resolves.toMatchObject({
      outcome: 'refused',
    });
  });

  it('refuses a key reused for another kind of operation, and voids once', async () => {
    const k = key('autorisation');
    const hold = await sandbox.authorise(authorisation(k));
    if (hold.outcome !== 'authorised') throw new Error('refusée');
    await expect(sandbox.capture(hold.providerRef, 5000, k)).rejects.toThrow(/clé/);
    const v = key('annulation');
    await sandbox.void(hold.providerRef, v);
    await sandbox.void(hold.providerRef, v);
    expect((await sandbox.find(hold.providerRef))!.etat).toBe('ANNULE');
    await expect(sandbox.capture(hold.providerRef, 5000, key('capture'))).rejects.toThrow();
  });

  it('pays out once per key and lists it in its book', async () => {
    const k = key('versement');
    const request = {
      idempotencyKey: k,
      userId: 4242,
      amountCents: 3100,
      iban: 'FR7630006000011234567890189',
      country: 'FR',
      holderName: 'Test',
      reference: 'BonneRoute 4242',
    };
    const [a, b] = await Promise.all([sandbox.payout(request), sandbox.payout(request)]);
    expect(a.providerRef).toBe(b.providerRef);
    const book = await sandbox.book();
    expect(book.payouts.filter((p) => p.userId === 4242)).toEqual([
      { reference: a.providerRef, key: k, userId: 4242, amount: 3100 },
    ]);
  });

  it('pays Belgian, Luxembourg and Swiss accounts and records their country', async () => {
    const accounts = [
      ['BE68539007547034', 'BE'],
      ['LU280019400644750000', 'LU'],
      ['CH9300762011623852957', 'CH'],
    ] as const;
    for (const [iban, country] of accounts) {
      const k = key(`versement-${country}`);
      const { providerRef } = await sandbox.payout({
        idempotencyKey: k,
        userId: 4343,
        amountCents: 1500,
        iban,
        country,
        holderName: 'Anna Peeters',
        reference: 'BonneRoute 4343',
      });
      expect(providerRef).toMatch(/^sbx_po_/);
      const [row] = await ctx.db.select().from(sandbox_requetes).where(eq(sandbox_requetes.cle, k));
      expect(row?.pays).toBe(country);
    }
  });

  it('refuses a payout whose country is not its IBAN’s, or whose IBAN fails its check', async () => {
    const base = { userId: 4444, amountCents: 1000, holderName: 'X', reference: 'BonneRoute 4444' };
    await expect(
      sandbox.payout({
        ...base,
        idempotencyKey: key('v-pays'),
        iban: 'BE68539007547034',
        country: 'FR',
      }),
    ).rejects.toThrow('pays du compte incohérent');
    await expect(
      sandbox.payout({
        ...base,
        idempotencyKey: key('v-cle'),
        iban: 'BE69539007547034',
        country: 'BE',
      }),
    ).rejects.toThrow('IBAN invalide');
  });
});
