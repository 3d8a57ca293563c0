import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, ibans, operations_paiement, trajets } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import { balance, createPassenger, pay, paymentForm } from '../booking/booking-test-helpers';
import { recordMovement, unbalancedMovements } from './ledger.repository';
import { payDriver } from './payout.service';
import { markTripsDone } from '../booking/trips-done.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** A driver with an IBAN, earnings owed and identity documents waiting for the team. */
async function payableDriver(owed: number, documentTypes: string[] = ['CNI']) {
  const driver = await createUser(ctx.db, { prenom: 'Didier', nom: 'Roule' });
  await ctx.db.insert(ibans).values({
    utilisateur_id: driver.id,
    iban: 'FR1420041010050500013M02606',
    prenom: 'Didier',
    nom: 'Roule',
    adresse: '1 rue de la Paix',
    ville: 'Paris',
    code_postal: '75002',
    pays: 'FR',
  });
  if (owed > 0)
    await recordMovement(ctx.db, { type: 'GAIN' }, [
      { compte: 'SEQUESTRE', montant: -owed, utilisateur_id: driver.id },
      { compte: 'CONDUCTEUR', montant: owed, utilisateur_id: driver.id },
    ]);
  const docs = await ctx.db
    .insert(documents)
    .values(
      documentTypes.map((type) => ({
        utilisateur_id: driver.id,
        type_doc_code: type,
        fichier: `${type}-${driver.id}.pdf`,
        mimetype: 'application/pdf',
      })),
    )
    .returning();
  return { driver, documents: docs };
}

async function verify(documentId: number) {
  await ctx.db.update(documents).set({ is_verifie: true }).where(eq(documents.id, documentId));
}

/** The sandbox processor's payouts to one driver. */
async function processorPayouts(driverId: number) {
  const result = await ctx.db.execute<{ montant: number }>(sql`
    SELECT montant FROM sandbox_requetes
     WHERE type = 'VERSEMENT' AND beneficiaire = ${String(driverId)}
       AND reponse->>'outcome' = 'done'`);
  return result.rows.map((row) => row.montant);
}

async function expectPaidOnce(driver: UserRow, owed: number) {
  expect(await processorPayouts(driver.id)).toEqual([owed]);
  expect(await balance(ctx.db, 'CONDUCTEUR', driver.id)).toBe(0);
  expect(await balance(ctx.db, 'VIREMENT', driver.id)).toBe(owed);
  expect(await unbalancedMovements(ctx.db)).toEqual([]);
}

describe('each driver is paid exactly what they earned, once', () => {
  it('two identity documents verified at the same time pay the driver once', async () => {
    const { driver, documents: docs } = await payableDriver(2200, ['CNI', 'PASSPORT']);
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const token = await loginAs(ctx.db, admin);
    const answers = await Promise.all(
      docs.map((doc) =>
        ctx
          .client()
          .withToken(token)
          .post(`/api/admin/documents/${doc.id}/decision`, { decision: 'VERIFIE' }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const paid = answers.map((a) => a.body.data.versement as number);
    expect(paid.reduce((sum, amount) => sum + amount, 0)).toBe(2200);
    await expectPaidOnce(driver, 2200);
  });

  it('two payouts at once: one pays, the other finds nothing owed', async () => {
    const { driver, documents: docs } = await payableDriver(3100);
    await verify(docs[0]!.id);
    const paid = await Promise.all(
      Array.from({ length: 5 }, () => payDriver(ctx.app.deps, driver.id)),
    );
    expect(paid.sort((a, b) => b - a)).toEqual([3100, 0, 0, 0, 0]);
    await expectPaidOnce(driver, 3100);
    const steps = await ctx.db
      .select()
      .from(operations_paiement)
      .where(eq(operations_paiement.utilisateur_id, driver.id));
    expect(steps).toEqual([expect.objectContaining({ type: 'VERSEMENT', statut: 'REUSSIE' })]);
  });

  it('the trips-done job run twice at once moves the escrow once and pays once', async () => {
    const { driver, documents: docs } = await payableDriver(0);
    await verify(docs[0]!.id);
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 1800 });
    const passenger = await createPassenger(ctx.db);
    const booked = await pay(
      ctx.client().withToken(await loginAs(ctx.db, passenger)),
      passenger.id,
      paymentForm(trip),
    );
    expect(booked.status).toBe(200);
    await ctx.db
      .update(trajets)
      .set({ depart_le: new Date(Date.now() - 24 * 3600_000) })
      .where(eq(trajets.id, trip.id));
    const [a, b] = await Promise.all([markTripsDone(ctx.app.deps), markTripsDone(ctx.app.deps)]);
    expect([...a, ...b].filter((id) => id === trip.id)).toHaveLength(1);
    const gains = await ctx.db.execute<{ n: number }>(sql`
      SELECT count(DISTINCT mouvement_id)::int AS n FROM ecritures
       WHERE type = 'GAIN' AND trajet_id = ${trip.id}`);
    expect(gains.rows[0]!.n).toBe(1);
    await expectPaidOnce(driver, 1800);
  });

  it('a payout the processor refuses gives the earnings back to the driver', async () => {
    const { driver } = await payableDriver(1500);
    const original = ctx.app.payoutAccounts.payableAccount;
    let asked = 0;
    // Payable when the payout is decided, no account any more when it is executed.
    ctx.app.payoutAccounts.payableAccount = async () =>
      (asked += 1) === 1 ? { iban: 'FR1420041010050500013M02606', holderName: 'D R' } : null;
    try {
      await payDriver(ctx.app.deps, driver.id);
    } finally {
      ctx.app.payoutAccounts.payableAccount = original;
    }
    expect(await processorPayouts(driver.id)).toEqual([]);
    expect(await balance(ctx.db, 'CONDUCTEUR', driver.id)).toBe(1500);
    expect(await balance(ctx.db, 'VIREMENT', driver.id)).toBe(0);
    const [step] = await ctx.db
      .select()
      .from(operations_paiement)
      .where(
        and(
          eq(operations_paiement.utilisateur_id, driver.id),
          eq(operations_paiement.type, 'VERSEMENT'),
        ),
      );
    expect(step).toMatchObject({ statut: 'ECHOUEE', erreur: 'compte de versement indisponible' });
  });
});
