import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@bonneroute/shared/booking';
import { paiements, recus } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, lastEmailTo, loginAs, type UserRow } from '../test/factories';
import { createPassenger, pay, paymentForm } from '../booking/booking-test-helpers';

const run = promisify(execFile);
let ctx: TestContext;
let driver: UserRow;
let folder: string;
const year = new Intl.DateTimeFormat('fr-FR', { year: 'numeric', timeZone: 'Europe/Paris' }).format(
  new Date(),
);

beforeAll(async () => {
  ctx = await createTestContext();
  driver = await createUser(ctx.db, { prenom: 'Gérard' });
  folder = await mkdtemp(join(tmpdir(), 'recus-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await ctx.close();
});

/** The PDF's text as a reader would copy it (poppler's pdftotext), spaces made plain. */
async function textOf(pdf: Buffer): Promise<string> {
  const file = join(folder, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(file, pdf);
  const { stdout } = await run('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
  return stdout.replace(/[\u00a0\u202f]/g, ' ');
}

async function book(trip: { id: number; utilisateur_id: number }, seats = 1, card?: string) {
  const passenger = await createPassenger(ctx.db, { prenom: 'Hélène', nom: 'Dupré-Léger' });
  const client = ctx.client().withToken(await loginAs(ctx.db, passenger));
  const response = await pay(
    client,
    passenger.id,
    paymentForm(trip, card ? { nb_places: seats, numero: card } : { nb_places: seats }),
  );
  return { passenger, client, response, paymentId: response.body.data?.id as number };
}

function receiptUrl(userId: number, paymentId: number) {
  return `/api/utilisateurs/${userId}/paiements/${paymentId}/recu`;
}

async function receiptRows(type: 'RECU' | 'AVOIR') {
  return ctx.db
    .select()
    .from(recus)
    .where(and(eq(recus.type, type), eq(recus.annee, Number(year))))
    .orderBy(recus.sequence);
}

describe('GET /utilisateurs/{id}/paiements/{paymentId}/recu', () => {
  it('is a PDF with its number, the split of the price, the fee’s VAT and the issuer', async () => {
    const trip = await createTrip(ctx.db, {
      driver,
      montant_contribution: 3000,
      adresse_depart: 'Place du Martroi, 45000 Orléans',
      adresse_arrivee: 'Gare Saint-Jean, 33800 Bordeaux',
    });
    const { passenger, client, response, paymentId } = await book(trip);
    expect(response.status).toBe(200);

    const list = await client.get(`/api/utilisateurs/${passenger.id}/paiements`);
    const listed = list.body.data.find((p: { id: number }) => p.id === paymentId);
    expect(listed.recu).toMatch(new RegExp(`^BR-${year}-\\d{6}$`));
    expect(listed.avoirs).toEqual([]);

    const pdf = await client.get(receiptUrl(passenger.id, paymentId));
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf.raw);
    expect(text).toContain(`Reçu n° ${listed.recu}`);
    expect(text).toContain('Hélène Dupré-Léger');
    expect(text).toContain('Place du Martroi, 45000 Orléans → Gare Saint-Jean, 33800 Bordeaux');
    expect(text).toMatch(/Participation reversée au conducteur\s+30,00 €/);
    expect(text).toMatch(/Frais de service TTC\s+2,00 €/);
    expect(text).toMatch(/dont montant HT\s+1,67 €/);
    expect(text).toMatch(/dont TVA à 20 %\s+0,33 €/);
    expect(text).toMatch(/Total payé\s+32,00 €/);
    expect(text).not.toContain('Remise');
    expect(text).toContain('BonneRoute SAS');
    expect(text).toContain('SIREN 000 000 000');
    expect(text).toContain('TVA FR00000000000');
    expect(text.replace(/\s+/g, ' ')).toContain('n’est pas soumise à la TVA');

    // The confirmation e-mail leads to « Mes paiements », where the receipt is.
    const mail = await lastEmailTo(ctx.db, passenger.email);
    expect(mail!.text).toContain(
      'Votre reçu (PDF) est disponible dans « Mes paiements » : http://localhost',
    );
    expect(mail!.text).toContain('/utilisateurs/argent?type=paiements');
  });

  it('shows the multi-seat discount out of the fee', async () => {
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 2000 });
    const { passenger, client, paymentId } = await book(trip, 3);
    const text = await textOf((await client.get(receiptUrl(passenger.id, paymentId))).raw);
    expect(text).toMatch(/Participation reversée au conducteur\s+60,00 €/);
    expect(text).toMatch(/Frais de service\s+6,00 €/);
    expect(text).toMatch(/Remise sur les frais de service\s+-1,00 €/);
    expect(text).toMatch(/Frais de service après remise TTC\s+5,00 €/);
    expect(text).toMatch(/dont montant HT\s+4,17 €/);
    expect(text).toMatch(/dont TVA à 20 %\s+0,83 €/);
    expect(text).toMatch(/Total payé\s+65,00 €/);
  });

  it('is the same bytes at every download, even after the payer renames and the fee changes', async () => {
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 1500 });
    const { passenger, client, paymentId } = await book(trip);
    const first = await client.get(receiptUrl(passenger.id, paymentId));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await ctx.db.execute(sql`UPDATE utilisateurs SET nom = 'Autre' WHERE id = ${passenger.id}`);
    const second = await client.get(receiptUrl(passenger.id, paymentId));
    expect(second.status).toBe(200);
    expect(Buffer.compare(first.raw, second.raw)).toBe(0);
  });

  it('is the payer’s alone: 401 visitor, 403 anyone else (staff too), 404 for another payment', async () => {
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 1000 });
    const { passenger, paymentId } = await book(trip);
    const url = receiptUrl(passenger.id, paymentId);
    expect((await ctx.client().get(url)).status).toBe(401);
    const other = ctx.client().withToken(await loginAs(ctx.db, await createUser(ctx.db)));
    const refused = await other.get(url);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].detail).toBe(
      'Seul le payeur peut télécharger ses reçus et avoirs.',
    );
    for (const role of ['ADMIN', 'MANAGER'] as const) {
      const staff = ctx
        .client()
        .withToken(await loginAs(ctx.db, await createUser(ctx.db, { role })));
      expect((await staff.get(url)).status).toBe(403);
    }
    // The driver, on their own path, gets nothing of the passenger's payment.
    const driverClient = ctx.client().withToken(await loginAs(ctx.db, driver));
    const asDriver = await driverClient.get(receiptUrl(driver.id, paymentId));
    expect(asDriver.status).toBe(404);
    expect(asDriver.body.errors[0].detail).toMatch(/Aucun reçu/);
    const mine = ctx.client().withToken(await loginAs(ctx.db, passenger));
    expect((await mine.get(receiptUrl(passenger.id, 999_999))).status).toBe(404);
    expect((await mine.get(`/api/utilisateurs/${passenger.id}/paiements/x/recu`)).status).toBe(422);
  });

  it('a declined payment has none', async () => {
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 1000 });
    const { passenger, client } = await book(trip, 1, TEST_CARDS.declined);
    const [row] = await ctx.db
      .select()
      .from(paiements)
      .where(eq(paiements.utilisateur_id, passenger.id));
    expect(row!.status).toBe('PAIEMENT_ECHOUE');
    expect((await client.get(receiptUrl(passenger.id, row!.id))).status).toBe(404);
  });
});

describe('receipt numbers', () => {
  it('20 payments at once get 20 numbers in a row; a rolled-back success gives its number back', async () => {
    const before = await receiptRows('RECU');
    const trip = await createTrip(ctx.db, {
      driver,
      montant_contribution: 1200,
      nb_places_proposees: 8,
    });
    const trips = [
      trip,
      ...(await Promise.all(
        Array.from({ length: 3 }, () => createTrip(ctx.db, { driver, nb_places_proposees: 8 })),
      )),
    ];
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) => book(trips[index % trips.length]!)),
    );
    expect(results.map((result) => result.response.status)).toEqual(Array(20).fill(200));

    // A success recorded and then rolled back (a crash, a refused capture): no number is lost.
    const failed = await book(trip, 1, TEST_CARDS.declined);
    await ctx.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`UPDATE paiements SET status = 'PAIEMENT_REUSSI' WHERE utilisateur_id = ${failed.passenger.id}`,
        );
        throw new Error('annulée');
      })
      .catch(() => undefined);
    const late = await book(trip);
    expect(late.response.status).toBe(200);

    const after = await receiptRows('RECU');
    expect(after.length).toBe(before.length + 21);
    // Every number of the year, from 1, once each: no gap, no duplicate.
    expect(after.map((row) => row.sequence)).toEqual(after.map((_, index) => index + 1));
    expect(after.map((row) => row.numero)).toEqual(
      after.map((_, index) => `BR-${year}-${String(index + 1).padStart(6, '0')}`),
    );
    const paid = new Set([...results, late].map((result) => result.paymentId));
    expect(new Set(after.slice(before.length).map((row) => row.paiement_id))).toEqual(paid);
  });
});

describe('credit notes', () => {
  it('a refund gets its own credit note, numbered apart, that refers to the receipt', async () => {
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 3000, inDays: 5 });
    const { passenger, client, paymentId } = await book(trip, 2);
    const cancelled = await client.post(
      '/api/annulations',
      {
        trajet_id: trip.id,
        passager_id: (await ctx.db.select().from(paiements).where(eq(paiements.id, paymentId)))[0]!
          .passager_id,
      },
      { as: 'multipart' },
    );
    expect(cancelled.status).toBe(200);
    const list = await client.get(`/api/utilisateurs/${passenger.id}/paiements`);
    const listed = list.body.data.find((p: { id: number }) => p.id === paymentId);
    expect(listed.avoirs).toHaveLength(1);
    const numero = listed.avoirs[0] as string;
    expect(numero).toMatch(new RegExp(`^AV-${year}-\\d{6}$`));
    const url = `/api/utilisateurs/${passenger.id}/paiements/${paymentId}/avoirs/${numero}`;
    const pdf = await client.get(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await textOf(pdf.raw);
    expect(text).toContain(`Avoir n° ${numero}`);
    expect(text).toContain(`Reçu corrigé : ${listed.recu}`);
    // More than 24 h ahead: the contribution comes back, our fee is kept.
    expect(text).toMatch(/Participation remboursée\s+60,00 €/);
    expect(text).toMatch(/Frais de service remboursés TTC\s+0,00 €/);
    expect(text).toMatch(/Total remboursé\s+60,00 €/);
    expect(Buffer.compare(pdf.raw, (await client.get(url)).raw)).toBe(0);

    const avoirs = await receiptRows('AVOIR');
    expect(avoirs.map((row) => row.sequence)).toEqual(avoirs.map((_, index) => index + 1));
    const other = ctx.client().withToken(await loginAs(ctx.db, await createUser(ctx.db)));
    expect((await other.get(url)).status).toBe(403);
    expect((await client.get(url.replace(numero, `AV-${year}-999999`))).status).toBe(404);
    expect((await client.get(url.replace(numero, 'BR-2026-000001'))).status).toBe(422);
  });

  it('issued papers are never deleted nor rewritten', async () => {
    const [row] = await receiptRows('RECU');
    await expect(ctx.db.execute(sql`DELETE FROM recus WHERE id = ${row!.id}`)).rejects.toThrow();
    await expect(
      ctx.db.execute(sql`UPDATE recus SET montant = 1 WHERE id = ${row!.id}`),
    ).rejects.toThrow();
  });
});
