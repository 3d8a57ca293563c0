import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewTexts } from '@bonneroute/shared/reviews';
import { avis, notifications } from '../db/schema';
import { createBooking, createTrip } from '../test/factories';
import { createTestContext, type TestContext } from '../test/test-app';
import {
  closeWindow,
  ratingOf,
  review,
  traveller,
  travelledTrip,
  type Traveller,
} from './review-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const detail = (response: { body: any }) => response.body.errors?.[0]?.detail;

describe('POST /avis — who may review whom, and when', () => {
  it('lets a passenger review the driver of a done trip; the review waits (double-blind)', async () => {
    const { trip, driver, passengers } = await travelledTrip(ctx);
    const [passenger] = passengers as [Traveller];
    const response = await review(passenger.client, {
      trajet_id: trip.id,
      cible_id: driver.user.id,
      note: 5,
      commentaire: 'Conduite souple, très ponctuelle. Je recommande !',
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      statut: 'EN_ATTENTE',
      publie_le: null,
      note: 5,
      role_auteur: 'PASSAGER',
      cible: { id: driver.user.id },
    });
    // Nobody else sees it yet; the driver only learns that one is waiting.
    expect(await ratingOf(ctx, driver.user.id)).toEqual({ nb: 0, somme: 0 });
    const received = await driver.client.get('/api/avis/recus');
    expect(received.body.data).toEqual([]);
    expect(received.body.meta.en_attente).toBe(1);
    const toWrite = await driver.client.get('/api/avis/a-ecrire');
    expect(toWrite.body.data).toEqual([
      expect.objectContaining({
        cible: expect.objectContaining({ id: passenger.user.id }),
        role_cible: 'PASSAGER',
        avis_recu_en_attente: 1,
      }),
    ]);
  });

  it('refuses anyone who did not travel: strangers, pending and cancelled bookings', async () => {
    const { trip, driver } = await travelledTrip(ctx);
    const stranger = await traveller(ctx);
    const pending = await traveller(ctx);
    const cancelled = await traveller(ctx);
    await createBooking(ctx.db, { trip, passenger: pending.user, statut: 'EN_ATTENTE' });
    await createBooking(ctx.db, { trip, passenger: cancelled.user, statut: 'ANNULEE' });
    for (const outsider of [stranger, pending, cancelled]) {
      const response = await review(outsider.client, {
        trajet_id: trip.id,
        cible_id: driver.user.id,
        note: 4,
      });
      expect(response.status).toBe(403);
      expect(detail(response)).toBe(reviewTexts.notOnTrip);
    }
    // …nor may the driver review them.
    const response = await review(driver.client, {
      trajet_id: trip.id,
      cible_id: cancelled.user.id,
      note: 4,
    });
    expect(response.status).toBe(422);
    expect(detail(response)).toBe(reviewTexts.targetNotOnTrip);
  });

  it('refuses oneself, twice the same person, an unknown trip', async () => {
    const { trip, driver, passengers } = await travelledTrip(ctx);
    const self = await review(driver.client, {
      trajet_id: trip.id,
      cible_id: driver.user.id,
      note: 5,
    });
    expect(self.status).toBe(422);
    expect(detail(self)).toBe(reviewTexts.selfReview);
    const body = { trajet_id: trip.id, cible_id: passengers[0]!.user.id, note: 4 };
    expect((await review(driver.client, body)).status).toBe(201);
    const twice = await review(driver.client, { ...body, note: 1, commentaire: 'Changé d’avis' });
    expect(twice.status).toBe(409);
    expect(detail(twice)).toBe(reviewTexts.alreadyReviewed);
    const unknown = await review(driver.client, { ...body, trajet_id: 99_999_999 });
    expect(unknown.status).toBe(404);
    expect(detail(unknown)).toBe(reviewTexts.tripNotFound);
    // The first one stands, unchanged.
    const rows = await ctx.db.select().from(avis).where(eq(avis.trajet_id, trip.id));
    expect(rows.map((row) => row.note)).toEqual([4]);
  });

  it('waits for the trip to be done, and closes after the window', async () => {
    const driver = await traveller(ctx);
    const passenger = await traveller(ctx);
    const upcoming = await createTrip(ctx.db, { driver: driver.user });
    await createBooking(ctx.db, { trip: upcoming, passenger: passenger.user });
    const early = await review(passenger.client, {
      trajet_id: upcoming.id,
      cible_id: driver.user.id,
      note: 5,
    });
    expect(early.status).toBe(409);
    expect(detail(early)).toBe(reviewTexts.tripNotDone);

    const { trip } = await travelledTrip(ctx, { driver, passengers: [passenger] });
    await closeWindow(ctx, trip.id);
    const late = await review(passenger.client, {
      trajet_id: trip.id,
      cible_id: driver.user.id,
      note: 5,
    });
    expect(late.status).toBe(409);
    expect(detail(late)).toBe(reviewTexts.windowClosed);
  });

  it('lets passengers review each other, optionally', async () => {
    const { trip, passengers } = await travelledTrip(ctx, { passengers: 2 });
    const [first, second] = passengers as [Traveller, Traveller];
    const response = await review(first.client, {
      trajet_id: trip.id,
      cible_id: second.user.id,
      note: 4,
    });
    expect(response.status).toBe(201);
    expect(response.body.data.role_auteur).toBe('PASSAGER');
  });
});

describe('POST /avis — bad input gets a French 4xx', () => {
  let trip: { id: number };
  let driver: Traveller;
  let passenger: Traveller;
  beforeAll(async () => {
    const travelled = await travelledTrip(ctx);
    trip = travelled.trip;
    driver = travelled.driver;
    passenger = travelled.passengers[0]!;
  });

  it.each([
    [{ note: 6 }, `note : ${reviewTexts.ratingRange}`],
    [{ note: 0 }, `note : ${reviewTexts.ratingRange}`],
    [{ note: 3.5 }, `note : ${reviewTexts.ratingRange}`],
    [{ note: 'beaucoup' }, `note : ${reviewTexts.ratingRange}`],
    [{ note: 2 }, `commentaire : ${reviewTexts.commentRequired}`],
    [{ note: 1, commentaire: '   ' }, `commentaire : ${reviewTexts.commentRequired}`],
    [{ note: 4, commentaire: 'x'.repeat(501) }, `commentaire : ${reviewTexts.textTooLong(500)}`],
    [{ note: 4, commentaire: 'Salut\u0000' }, `commentaire : ${reviewTexts.textControlCharacters}`],
    [{ note: 4, cible_id: 'moi' }, 'cible_id : doit être un nombre entier'],
  ])('refuses %j', async (fields, message) => {
    const response = await review(passenger.client, {
      trajet_id: trip.id,
      cible_id: driver.user.id,
      ...fields,
    });
    expect(response.status).toBe(422);
    expect(detail(response)).toBe(message);
  });

  it('needs a session', async () => {
    const response = await review(ctx.client(), {
      trajet_id: trip.id,
      cible_id: driver.user.id,
      note: 5,
    });
    expect(response.status).toBe(401);
  });

  it('accepts the form encodings, and keeps a low rating with its comment as plain text', async () => {
    const comment = '<script>alert(1)</script> 40 minutes de retard, sans prévenir.';
    const response = await review(
      passenger.client,
      {
        trajet_id: String(trip.id),
        cible_id: String(driver.user.id),
        note: '2',
        commentaire: comment,
      },
      'form',
    );
    expect(response.status).toBe(201);
    expect(response.body.data.commentaire).toBe(comment);
  });
});

describe('double-blind publication', () => {
  it('publishes both reviews as soon as the second side has written', async () => {
    const { trip, driver, passengers } = await travelledTrip(ctx);
    const [passenger] = passengers as [Traveller];
    await review(passenger.client, { trajet_id: trip.id, cible_id: driver.user.id, note: 5 });
    const second = await review(driver.client, {
      trajet_id: trip.id,
      cible_id: passenger.user.id,
      note: 4,
      commentaire: 'Passager agréable et à l’heure.',
    });
    expect(second.status).toBe(201);
    expect(second.body.data.statut).toBe('PUBLIE');
    const rows = await ctx.db.select().from(avis).where(eq(avis.trajet_id, trip.id));
    expect(rows.every((row) => row.publie_le !== null)).toBe(true);
    expect(await ratingOf(ctx, driver.user.id)).toEqual({ nb: 1, somme: 5 });
    expect(await ratingOf(ctx, passenger.user.id)).toEqual({ nb: 1, somme: 4 });
    // Both are told that a review about them went public.
    for (const person of [driver, passenger]) {
      const notes = await ctx.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.utilisateur_id, person.user.id),
            eq(notifications.type_notif_code, 'AVIS_RECU'),
          ),
        );
      expect(notes).toHaveLength(1);
    }
    const received = await passenger.client.get('/api/avis/recus');
    expect(received.body.data[0]).toMatchObject({
      note: 4,
      commentaire: 'Passager agréable et à l’heure.',
      auteur: { id: driver.user.id },
      role_auteur: 'CONDUCTEUR',
    });
    expect(received.body.meta.en_attente).toBe(0);
  });

  it('publishes both even when the two sides write at the same moment', async () => {
    const { trip, driver, passengers } = await travelledTrip(ctx);
    const [passenger] = passengers as [Traveller];
    const answers = await Promise.all([
      review(passenger.client, { trajet_id: trip.id, cible_id: driver.user.id, note: 5 }),
      review(driver.client, { trajet_id: trip.id, cible_id: passenger.user.id, note: 5 }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const rows = await ctx.db.select().from(avis).where(eq(avis.trajet_id, trip.id));
    expect(rows.map((row) => row.publie_le !== null)).toEqual([true, true]);
  });

  it('keeps the other passengers’ reviews of the same person apart', async () => {
    const { trip, driver, passengers } = await travelledTrip(ctx, { passengers: 2 });
    const [first, second] = passengers as [Traveller, Traveller];
    await review(first.client, { trajet_id: trip.id, cible_id: driver.user.id, note: 5 });
    await review(driver.client, { trajet_id: trip.id, cible_id: second.user.id, note: 3 });
    // Neither pair is complete: the driver reviewed the second passenger, the first reviewed him.
    const rows = await ctx.db.select().from(avis).where(eq(avis.trajet_id, trip.id));
    expect(rows.every((row) => row.publie_le === null)).toBe(true);
  });
});
