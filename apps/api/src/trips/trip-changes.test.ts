import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { tripChangeTexts } from '@bonneroute/shared/trips';
import { emails, notifications, passagers } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import { bookAsNewPassenger, cancelBooking, paymentRow } from '../booking/booking-test-helpers';

/*
 * docs/product/trips-and-search.md#changing-a-published-trip: the driver changes the time (and
 * the date within a day), the prices and the description of a published trip; a departure moved
 * by more than 30 minutes is a « modification importante », which lets each passenger cancel
 * with a full refund; a smaller change is only notified; booked passengers keep their price.
 */
let ctx: TestContext;
let driver: UserRow;
let driverToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  driver = await createUser(ctx.db);
  driverToken = await loginAs(ctx.db, driver);
});
afterAll(async () => {
  await ctx.close();
});

const change = (tripId: number, body: Record<string, unknown>, token = driverToken) =>
  ctx.client().withToken(token).put(`/api/trajets/${tripId}`, body);

const notesOf = async (userId: number, tripId: number) =>
  (
    await ctx.db
      .select({ type: notifications.type_notif_code, details: notifications.details })
      .from(notifications)
      .where(and(eq(notifications.utilisateur_id, userId), eq(notifications.trajet_id, tripId)))
  ).filter((note) => note.type.startsWith('TRAJET_MODIFIE'));

const mailsTo = async (email: string) =>
  (await ctx.db.select().from(emails).where(eq(emails.recipient, email))).filter(
    (mail) => mail.template === 'trajet-modifie',
  );

describe('PUT /api/trajets/{id}: the schedule, the prices, the description', () => {
  it('a quarter of an hour later is simply notified; the refund rule stays the usual one', async () => {
    const trip = await createTrip(ctx.db, { driver, inDays: 6, heure: '08:30' });
    const { passenger, client, payment } = await bookAsNewPassenger(ctx, trip, 1);
    const answer = await change(trip.id, { heure: '08:45' });
    expect(answer.status).toBe(200);
    expect(answer.body.data.heure).toBe('08:45');
    expect(answer.body.message).toBe(tripChangeTexts.savedTold(1));
    const notes = await notesOf(passenger.id, trip.id);
    expect(notes.map((note) => note.type)).toEqual(['TRAJET_MODIFIE']);
    expect(notes[0]!.details).toMatch(/à 08 h 45 \(au lieu de 08 h 30\)\.$/);

    const quote = await client.get(`/api/passagers/${payment.passager_id}/annulation`);
    expect(quote.body.data.regle).toBe('plus-24h');
  });

  it('more than 30 minutes is a « modification importante »: a full refund, fee included', async () => {
    const trip = await createTrip(ctx.db, {
      driver,
      inDays: 7,
      heure: '08:30',
      montant_contribution: 3000,
    });
    const { passenger, client, payment } = await bookAsNewPassenger(ctx, trip, 2);
    const answer = await change(trip.id, { heure: '09:15' });
    expect(answer.status).toBe(200);
    expect((await notesOf(passenger.id, trip.id)).map((note) => note.type)).toEqual([
      'TRAJET_MODIFIE_IMPORTANT',
    ]);
    await ctx.app.jobs.drain();
    const [mail] = await mailsTo(passenger.email);
    expect(mail?.subject).toBe(tripChangeTexts.notificationMajor);
    expect(mail?.text).toContain('remboursé intégralement, frais de service compris');

    const quote = await client.get(`/api/passagers/${payment.passager_id}/annulation`);
    expect(quote.body.data).toMatchObject({ regle: 'modification-importante', retenu: 0 });
    const cancelled = await cancelBooking(client, trip.id, payment.passager_id);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.rembourse).toBe(6000 + payment.fees);
    expect((await paymentRow(ctx.db, payment.id)).status).toBe('REMBOURSE');
  });

  it('moves the date by one day at most, and the search follows', async () => {
    const trip = await createTrip(ctx.db, { driver, inDays: 9, heure: '10:00' });
    const tooFar = await change(trip.id, { date: addDays(trip.date, 2) });
    expect(tooFar.status).toBe(422);
    expect(tooFar.body.errors[0].detail).toBe(tripChangeTexts.dateTooFar);
    const next = addDays(trip.date, 1);
    expect((await change(trip.id, { date: next })).status).toBe(200);
    const found = async (date: string) =>
      (
        await ctx.client().get(`/api/covoiturages/${date}`, {
          query: { from: '75056', to: '69123' },
        })
      ).body.data.map((t: { id: number }) => t.id);
    expect(await found(next)).toContain(trip.id);
    expect(await found(trip.date)).not.toContain(trip.id);
  });

  it('a new price is for the next bookings: those made keep what they paid', async () => {
    const trip = await createTrip(ctx.db, { driver, inDays: 10, montant_contribution: 2200 });
    const first = await bookAsNewPassenger(ctx, trip, 1);
    const raised = await change(trip.id, { montant_contribution: 2600 });
    expect(raised.status).toBe(200);
    expect(raised.body.data.montant_contribution).toBe(2600);
    // Nobody is told of a price they do not pay.
    expect(await notesOf(first.passenger.id, trip.id)).toEqual([]);
    expect((await paymentRow(ctx.db, first.payment.id)).montant).toBe(2200);
    const second = await bookAsNewPassenger(ctx, trip, 1);
    expect((await paymentRow(ctx.db, second.payment.id)).montant).toBe(2600);
    const search = await ctx.client().get(`/api/covoiturages/${trip.date}`, {
      query: { from: '75056', to: '69123' },
    });
    const listed = search.body.data.find((t: { id: number }) => t.id === trip.id);
    expect(listed.troncon.montant_contribution).toBe(2600);

    const outOfRange = await change(trip.id, { montant_contribution: 90_000 });
    expect(outOfRange.status).toBe(422);
    expect(outOfRange.body.errors[0].detail).toMatch(/entre/);
  });

  it('a new description is notified as a small change', async () => {
    const trip = await createTrip(ctx.db, { driver, inDays: 11 });
    const { passenger } = await bookAsNewPassenger(ctx, trip, 1);
    const answer = await change(trip.id, { description: 'Pause café à Mâcon.' });
    expect(answer.body.data.description).toBe('Pause café à Mâcon.');
    expect((await notesOf(passenger.id, trip.id)).map((note) => note.type)).toEqual([
      'TRAJET_MODIFIE',
    ]);
    const [booking] = await ctx.db
      .select({ at: passagers.modification_importante_le })
      .from(passagers)
      .where(eq(passagers.utilisateur_id, passenger.id));
    expect(booking!.at).toBeNull();
  });

  it('refuses another member, a trip that has left, and nothing to change', async () => {
    const trip = await createTrip(ctx.db, { driver, inDays: 12 });
    const other = await loginAs(ctx.db, await createUser(ctx.db));
    expect((await change(trip.id, { heure: '11:00' }, other)).status).toBe(403);
    const empty = await change(trip.id, {});
    expect(empty.status).toBe(422);
    const badTime = await change(trip.id, { heure: '11:07' });
    expect(badTime.status).toBe(422);
    const yesterday = await createTrip(ctx.db, { driver, date: addDays(todayInParis(), -1) });
    const left = await change(yesterday.id, { heure: '11:00' });
    expect(left.status).toBe(409);
    expect(left.body.errors[0].detail).toBeTruthy();
  });

  it('two changes at once are made one after the other, each told once', async () => {
    const trip = await createTrip(ctx.db, { driver, inDays: 13, heure: '07:00' });
    const { passenger } = await bookAsNewPassenger(ctx, trip, 1);
    const answers = await Promise.all([
      change(trip.id, { heure: '08:00' }),
      change(trip.id, { heure: '08:00' }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // The second found nothing left to change: one notification only.
    expect(await notesOf(passenger.id, trip.id)).toHaveLength(1);
  });
});

describe('a meeting point moved where a passenger gets in', () => {
  it('is a « modification importante » for them: they may cancel with a full refund', async () => {
    const trip = await createTrip(ctx.db, { driver, inDays: 14 });
    const { client, payment } = await bookAsNewPassenger(ctx, trip, 1);
    const moved = await ctx
      .client()
      .withToken(driverToken)
      .put(`/api/trajets/${trip.id}/points-de-rendez-vous`, {
        depart: {
          adresse: 'Place de la Bastille, 75011 Paris',
          latitude: 48.85321,
          longitude: 2.36904,
          note: 'Devant l’opéra',
        },
      });
    expect(moved.status).toBe(200);
    const quote = await client.get(`/api/passagers/${payment.passager_id}/annulation`);
    expect(quote.body.data).toMatchObject({ regle: 'modification-importante', retenu: 0 });
  });
});

describe('stage towns changed after bookings', () => {
  const LYON = { nom: 'Lyon', code_commune: '69123', latitude: 45.74846, longitude: 4.84671 };
  const marseille = {
    ville_arrivee: 'Marseille',
    code_commune_arrivee: '13055',
    adresse_arrivee: 'Gare Saint-Charles, 13001 Marseille',
    latitude_arrivee: 43.29695,
    longitude_arrivee: 5.38107,
    montant_contribution: 4000,
  };

  it('a town where nobody gets in is added; one where a passenger gets out cannot vanish', async () => {
    const trip = await createTrip(ctx.db, {
      driver,
      inDays: 15,
      ...marseille,
      villes_etapes: [LYON],
      montants_etapes: [2200],
    });
    const { createBooking } = await import('../test/factories');
    const marie = await createUser(ctx.db, { prenom: 'marie' });
    await createBooking(ctx.db, {
      trip,
      passenger: marie,
      seats: 1,
      leg: { depart: 0, arrivee: 1 },
    });

    const removed = await change(trip.id, { villes_etapes: '[]', montants_etapes: '[]' });
    expect(removed.status).toBe(422);
    expect(removed.body.errors[0].detail).toMatch(/Marie monte ou descend à Lyon/);

    // Valence added after Lyon: Marie still gets out at Lyon, the second stop.
    const added = await change(trip.id, {
      villes_etapes: JSON.stringify(['26362', '69123']),
      montants_etapes: JSON.stringify([2600, 2200]),
    });
    expect(added.status, added.text).toBe(200);
    expect(added.body.data.villes_etapes.map((s: { nom: string }) => s.nom)).toEqual([
      'Lyon',
      'Valence',
    ]);
  });

  it('a town replaced in place takes its passengers with it: important for them', async () => {
    const trip = await createTrip(ctx.db, {
      driver,
      inDays: 16,
      ...marseille,
      villes_etapes: [LYON],
      montants_etapes: [2200],
    });
    const { createBooking } = await import('../test/factories');
    const anatole = await createUser(ctx.db, { prenom: 'anatole' });
    const booking = await createBooking(ctx.db, {
      trip,
      passenger: anatole,
      seats: 1,
      leg: { depart: 1, arrivee: 2 },
    });
    const replaced = await change(trip.id, {
      villes_etapes: JSON.stringify(['26362']),
      montants_etapes: JSON.stringify([2600]),
    });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.data.villes_etapes[0].nom).toBe('Valence');
    expect((await notesOf(anatole.id, trip.id)).map((note) => note.type)).toEqual([
      'TRAJET_MODIFIE_IMPORTANT',
    ]);
    const [row] = await ctx.db
      .select({ depart: passagers.pos_depart, at: passagers.modification_importante_le })
      .from(passagers)
      .where(eq(passagers.id, booking.id));
    expect(row).toMatchObject({ depart: 1 });
    expect(row!.at).not.toBeNull();
    // The search finds the trip from Valence now, with the booked seat counted on that leg.
    const search = await ctx.client().get(`/api/covoiturages/${trip.date}`, {
      query: { from: '26362', to: '13055' },
    });
    const listed = search.body.data.find((t: { id: number }) => t.id === trip.id);
    expect(listed.troncon.nb_places_disponibles).toBe(trip.nb_places_proposees - 1);
  });
});
