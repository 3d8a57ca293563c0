import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { parisClock } from '@bonneroute/shared/dates';
import { notifications, telephones } from '../db/schema';
import { enqueueJob } from '../jobs/enqueue-job';
import { TRIP_REMINDER_TASK } from './trip-reminder';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function withVerifiedPhone(numero: string) {
  const user = await createUser(ctx.db);
  await ctx.db
    .insert(telephones)
    .values({ utilisateur_id: user.id, numero, verifie_le: new Date() });
  return user;
}

async function nextTripOf(user: { id: number }) {
  const client = ctx.client().withToken(await loginAs(ctx.db, user));
  const response = await client.get(`/api/utilisateurs/${user.id}/prochain-trajet`);
  expect(response.status).toBe(200);
  return response.body.data;
}

describe('GET /api/utilisateurs/{id}/prochain-trajet', () => {
  it('gives a confirmed passenger the soonest trip with the driver’s phone, the car and its plate', async () => {
    const driver = await withVerifiedPhone('+32470123456');
    const client = ctx.client().withToken(await loginAs(ctx.db, driver));
    const car = await client.post('/api/vehicules', {
      marque: 'Peugeot',
      modele: '308',
      couleur: 'Gris',
      immatriculation: ' 1-abc-123 ',
      utilisateur_id: driver.id,
    });
    expect(car.status).toBe(201);
    expect(car.body.data.immatriculation).toBe('1-ABC-123');

    const later = await createTrip(ctx.db, { driver, inDays: 6 });
    const soon = await createTrip(ctx.db, { driver, inDays: 2, heure: '07:15' });
    const passenger = await withVerifiedPhone('+41791234567');
    await createBooking(ctx.db, { trip: later, passenger });
    await createBooking(ctx.db, { trip: soon, passenger, seats: 2 });

    const next = await nextTripOf(passenger);
    expect(next).toMatchObject({
      role: 'passager',
      trajet: { id: soon.id, heure: '07:15', adresse_depart: 'Gare de Lyon, 75012 Paris' },
      reservation: { statut: 'CONFIRMEE', nb_places: 2 },
      conducteur: { prenom: driver.prenom, telephone: '+32470123456' },
      passagers: [],
      voiture: { marque: 'Peugeot', modele: '308', couleur: 'Gris', immatriculation: '1-ABC-123' },
    });
    expect(next.trajet.arrivee_estimee_le).not.toBeNull();
    // A whole-route passenger gets in at the departure and out at the arrival.
    expect(next.arrets.map((stop: { kind: string }) => stop.kind)).toEqual(['depart', 'arrivee']);
    expect(next.arrets[0]).toMatchObject({ ville: 'Paris', adresse: 'Gare de Lyon, 75012 Paris' });

    // The driver sees the passenger's first name and verified phone.
    const driving = await nextTripOf(driver);
    expect(driving.role).toBe('conducteur');
    expect(driving.trajet.id).toBe(soon.id);
    expect(driving.passagers).toEqual([
      { prenom: passenger.prenom, telephone: '+41791234567', nb_places: 2, statut: 'CONFIRMEE' },
    ]);
  });

  it('holds the phone and the plate back while the request waits; nothing once the trip is over', async () => {
    const driver = await withVerifiedPhone('+33612345678');
    const client = ctx.client().withToken(await loginAs(ctx.db, driver));
    await client.post('/api/vehicules', {
      marque: 'Renault',
      modele: 'Clio',
      couleur: 'Bleu',
      immatriculation: 'AB-123-CD',
      utilisateur_id: driver.id,
    });
    const trip = await createTrip(ctx.db, { driver, is_resa_automatique: false });
    const waiting = await withVerifiedPhone('+33698765432');
    await createBooking(ctx.db, { trip, passenger: waiting, statut: 'EN_ATTENTE' });
    const next = await nextTripOf(waiting);
    expect(next.reservation).toEqual({ statut: 'EN_ATTENTE', nb_places: 1 });
    expect(next.conducteur.telephone).toBeNull();
    expect(next.voiture.immatriculation).toBeNull();
    expect((await nextTripOf(driver)).passagers).toEqual([
      { prenom: waiting.prenom, telephone: null, nb_places: 1, statut: 'EN_ATTENTE' },
    ]);

    const past = await createUser(ctx.db);
    const over = await createTrip(ctx.db, { inDays: -1 });
    await createBooking(ctx.db, { trip: over, passenger: past });
    expect(await nextTripOf(past)).toBeNull();
  });

  it('is the member’s own: another member gets 403, a visitor 401; a bad plate gets a French 422', async () => {
    const owner = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const asOther = ctx.client().withToken(await loginAs(ctx.db, other));
    expect((await asOther.get(`/api/utilisateurs/${owner.id}/prochain-trajet`)).status).toBe(403);
    expect((await ctx.client().get(`/api/utilisateurs/${owner.id}/prochain-trajet`)).status).toBe(
      401,
    );
    const bad = await asOther.post('/api/vehicules', {
      marque: 'Renault',
      modele: 'Clio',
      couleur: 'Bleu',
      immatriculation: '<script>',
      utilisateur_id: other.id,
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].detail).toMatch(/immatriculation/);
  });
});

describe('the day-before reminder', () => {
  it('tells the driver and each confirmed passenger once, not a waiting one nor an empty trip', async () => {
    const driver = await createUser(ctx.db);
    const trip = await createTrip(ctx.db, { driver, inDays: 1, heure: parisClock() });
    const confirmed = await createUser(ctx.db);
    await createBooking(ctx.db, { trip, passenger: confirmed });
    const waiting = await createUser(ctx.db);
    await createBooking(ctx.db, { trip, passenger: waiting, statut: 'EN_ATTENTE' });
    const lonely = await createTrip(ctx.db, { inDays: 1, heure: parisClock() });

    for (const _run of [1, 2]) {
      await enqueueJob(ctx.db, TRIP_REMINDER_TASK, {});
      await ctx.app.jobs.drain();
    }
    const reminders = await ctx.db
      .select({ utilisateur_id: notifications.utilisateur_id, details: notifications.details })
      .from(notifications)
      .where(
        and(
          eq(notifications.trajet_id, trip.id),
          eq(notifications.type_notif_code, 'RAPPEL_VEILLE'),
        ),
      );
    expect(reminders.map((row) => row.utilisateur_id).sort()).toEqual(
      [driver.id, confirmed.id].sort(),
    );
    expect(reminders[0]!.details).toMatch(/^Paris → Lyon, départ à \d\d h \d\d$/);
    const none = await ctx.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.trajet_id, lonely.id));
    expect(none).toEqual([]);
  });
});
