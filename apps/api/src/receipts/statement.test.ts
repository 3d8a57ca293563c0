import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInParis } from '@bonneroute/shared/dates';
import { emails, paiements } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs } from '../test/factories';
import { STATEMENT_MAILING_TASK } from './statement-mailing.plugin';
import { sendYearlyStatements } from './statement-mailing.service';
import { createPassenger, pay, paymentForm } from '../booking/booking-test-helpers';

const run = promisify(execFile);
let ctx: TestContext;
let folder: string;
beforeAll(async () => {
  ctx = await createTestContext();
  folder = await mkdtemp(join(tmpdir(), 'releves-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
  await ctx.close();
});

async function book(trip: { id: number; utilisateur_id: number }, seats: number) {
  const passenger = await createPassenger(ctx.db);
  const client = ctx.client().withToken(await loginAs(ctx.db, passenger));
  const response = await pay(client, passenger.id, paymentForm(trip, { nb_places: seats }));
  expect(response.status).toBe(200);
  return { client, paymentId: response.body.data.id as number };
}

/** The passenger cancels: the whole payment goes back to the card. */
async function cancel(trip: { id: number }, booking: Awaited<ReturnType<typeof book>>) {
  const [row] = await ctx.db.select().from(paiements).where(eq(paiements.id, booking.paymentId));
  const cancelled = await booking.client.post(
    '/api/annulations',
    { trajet_id: trip.id, passager_id: row!.passager_id },
    { as: 'multipart' },
  );
  expect(cancelled.status).toBe(200);
}

const yearOf = (trip: { depart_le: Date }) => Number(todayInParis(trip.depart_le).slice(0, 4));

describe('GET /utilisateurs/{id}/releves/{annee}', () => {
  it('lists what the driver received per trip, net of refunds, in PDF and CSV', async () => {
    const driver = await createUser(ctx.db, { prenom: 'Jérôme', nom: 'Conducteur' });
    const paid = await createTrip(ctx.db, { driver, montant_contribution: 2000, inDays: 3 });
    const refunded = await createTrip(ctx.db, {
      driver,
      montant_contribution: 3000,
      inDays: 3,
      adresse_depart: 'Annulé, 13001 Marseille',
    });
    await book(paid, 1);
    await book(paid, 2);
    await cancel(refunded, await book(refunded, 1));
    const year = yearOf(paid);
    const client = ctx.client().withToken(await loginAs(ctx.db, driver));
    const url = `/api/utilisateurs/${driver.id}/releves/${year}`;

    const pdf = await client.get(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const file = join(folder, 'releve.pdf');
    await writeFile(file, pdf.raw);
    const text = (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(
      /[\u00a0\u202f]/g,
      ' ',
    );
    expect(text).toContain(`Relevé annuel ${year}`);
    expect(text).toContain('Conducteur : Jérôme Conducteur');
    expect(text).toContain('Trajets : 1');
    expect(text).toContain('Passagers : 2');
    // The trip's line, whatever the wrapping (the date in front changes its length day to day):
    // its route, its amount and its passengers, the amount beside the route's first line.
    const line = text.replace(/\s+/g, ' ');
    expect(line).toMatch(/Gare de Lyon, 75012 Paris → Gare Part-Dieu, (69003 )?60,00 €/);
    expect(line).toMatch(/Lyon · 2 passagers/);
    expect(text).toMatch(/Total reçu\s+60,00 €/);
    expect(text).not.toContain('Marseille');

    const csv = await client.get(`${url}?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="releve-${year}.csv"`);
    expect(
      csv.text
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      'trajet;date;depart;arrivee;passagers;places;montant_recu_euros',
      `${paid.id};${paid.date};Gare de Lyon, 75012 Paris;Gare Part-Dieu, 69003 Lyon;2;3;60,00`,
      'total;;;;2;3;60,00',
    ]);

    // The driver's alone; a year without trips is an empty statement.
    expect((await ctx.client().get(url)).status).toBe(401);
    const admin = ctx
      .client()
      .withToken(await loginAs(ctx.db, await createUser(ctx.db, { role: 'ADMIN' })));
    expect((await admin.get(url)).status).toBe(403);
    expect(
      (await client.get(`/api/utilisateurs/${driver.id}/releves/2021?format=csv`)).text,
    ).toContain('total;;;;0;0;0,00');
    expect((await client.get(`/api/utilisateurs/${driver.id}/releves/1999`)).status).toBe(422);
    expect((await client.get(`${url}?format=xls`)).status).toBe(422);
  });
});

describe('the yearly statement e-mail', () => {
  const statementsTo = (email: string) =>
    ctx.db
      .select()
      .from(emails)
      .where(and(eq(emails.recipient, email), eq(emails.template, 'releve-annuel')));

  it('runs on January 31 at 08:00 in Paris, once across the API processes', () => {
    expect(ctx.app.jobs.crontab()).toMatch(
      new RegExp(`^0 7 31 1 \\* ${STATEMENT_MAILING_TASK} \\?fill=7d`, 'm'),
    );
  });

  it('goes once to each driver paid in the past year, even when the job runs twice', async () => {
    const driver = await createUser(ctx.db, { prenom: 'Odile' });
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 2500, inDays: 3 });
    await book(trip, 2);
    const refundedOnly = await createUser(ctx.db);
    const cancelledTrip = await createTrip(ctx.db, { driver: refundedOnly, inDays: 3 });
    await cancel(cancelledTrip, await book(cancelledTrip, 1));
    const idle = await createUser(ctx.db);
    const year = yearOf(trip);
    // The clock moved to the next January 31, 08:00 in Paris.
    const january31 = new Date(Date.UTC(year + 1, 0, 31, 7));

    // During the year itself, last year's statements only: not this one.
    await sendYearlyStatements(ctx.app.deps, new Date(Date.UTC(year, 0, 31, 7)));
    expect(await statementsTo(driver.email)).toHaveLength(0);

    // Two processes at once, then a rerun: one e-mail.
    const runs = await Promise.all([
      sendYearlyStatements(ctx.app.deps, january31),
      sendYearlyStatements(ctx.app.deps, january31),
    ]);
    expect(runs.every((run) => run.year === year)).toBe(true);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBeGreaterThanOrEqual(1);
    await sendYearlyStatements(ctx.app.deps, january31);
    const sent = await statementsTo(driver.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Votre relevé annuel ${year} — BonneRoute`);
    expect(sent[0]!.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      `En ${year}, vous avez reçu 50,00 € pour 1 trajet (1 passager, 2 places réservées).`,
    );
    expect(sent[0]!.text).toContain('/utilisateurs/argent?type=paiements#releve-annuel');

    // A driver whose only payment went back to the card received nothing: no e-mail.
    expect(await statementsTo(refundedOnly.email)).toHaveLength(0);
    expect(await statementsTo(idle.email)).toHaveLength(0);
  });
});
