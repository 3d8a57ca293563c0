import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingTexts, TEST_CARDS } from '@bonneroute/shared/booking';
import { emails, notifications, paiements } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs, type UserRow } from '../test/factories';
import {
  balance,
  bookingRow,
  ledgerRows,
  pay,
  paymentForm,
  paymentRow,
  sandboxRow,
  seatsBooked,
  createPassenger,
} from '../booking/booking-test-helpers';

let ctx: TestContext;
let passenger: UserRow;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  passenger = await createPassenger(ctx.db, { prenom: 'Paula' });
  token = await loginAs(ctx.db, passenger);
});
afterAll(async () => {
  await ctx.close();
});

const client = () => ctx.client().withToken(token);

describe('POST /utilisateurs/{id}/paiements — automatic trip', () => {
  it('books 2 seats with the success card: captured, ledger balanced, everyone told', async () => {
    const driver = await createUser(ctx.db, { prenom: 'Didier' });
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 3000 });
    const response = await pay(
      client(),
      passenger.id,
      paymentForm(trip, { nb_places: 2, montant: 6000, fees: 300 }),
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      status: 'PAIEMENT_REUSSI',
      trajet_id: trip.id,
      nb_places: 2,
      montant: 6000,
      fees: 300,
    });
    expect(await seatsBooked(ctx.db, trip.id)).toBe(2);
    const payment = await paymentRow(ctx.db, response.body.data.id);
    expect(payment.ip_address).toBeTruthy();
    expect(payment.carte_fin).toBe('4242');
    expect((await bookingRow(ctx.db, payment.passager_id)).statut).toBe('CONFIRMEE');
    expect(await balance(ctx.db, 'SEQUESTRE', driver.id)).toBe(6000);
    expect(await balance(ctx.db, 'EMPREINTE', passenger.id)).toBe(0);
    expect((await sandboxRow(ctx.db, payment.provider_ref!)).etat).toBe('CAPTURE');

    const driverNotes = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.utilisateur_id, driver.id));
    expect(driverNotes.map((n) => n.type_notif_code)).toContain('RESERVATION_CONFIRMEE');
    const mails = await ctx.db.select().from(emails).where(eq(emails.recipient, passenger.email));
    expect(mails.map((m) => m.subject)).toContain('Votre réservation est confirmée');
    expect(mails.find((m) => m.template === 'confirmation-reservation')!.text).toContain('63,00');
  });

  it('charges the leg’s price for a booking on part of the trip, and refuses an unknown leg', async () => {
    // Paris → Tours (13 €) → Bordeaux (30 € in all): booking Paris → Tours.
    const trip = await createTrip(ctx.db, {
      montant_contribution: 3000,
      villes_etapes: [{ code_commune: '37261', nom: 'Tours', latitude: 47.39, longitude: 0.69 }],
      montants_etapes: [1300],
    });
    const quoted = await client().get(`/api/trajets/${trip.id}/devis?nb_places=1&troncon=0-1`);
    expect(quoted.body.data.devis).toMatchObject({ montant_cents: 1300, total_cents: 1500 });
    expect(quoted.body.data.trajet).toMatchObject({ ville_arrivee: 'Tours' });
    const detail = await client().get(`/api/trajets/${trip.id}?troncon=0-1`);
    expect(detail.body.data.troncon).toMatchObject({
      ville_depart: 'Paris',
      ville_arrivee: 'Tours',
      montant_contribution: 1300,
    });

    const before = (await ledgerRows(ctx.db)).length;
    const unknown = await pay(client(), passenger.id, paymentForm(trip, { troncon: '0-5' }));
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0].detail).toBe(bookingTexts.legNotFound);
    expect((await ledgerRows(ctx.db)).length).toBe(before);
    expect(await seatsBooked(ctx.db, trip.id)).toBe(0);

    const paid = await pay(
      client(),
      passenger.id,
      paymentForm(trip, { troncon: '0-1', montant: 1300, fees: 200 }),
    );
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'PAIEMENT_REUSSI', montant: 1300, fees: 200 });
    expect(await seatsBooked(ctx.db, trip.id)).toBe(1);
  });

  it('lists the payment as sent for the passenger and received for the driver', async () => {
    const driver = await createUser(ctx.db);
    const driverToken = await loginAs(ctx.db, driver);
    const trip = await createTrip(ctx.db, { driver, montant_contribution: 2500 });
    const paid = await pay(client(), passenger.id, paymentForm(trip));
    expect(paid.status).toBe(200);

    const mine = await client().get(`/api/utilisateurs/${passenger.id}/paiements`, {
      query: { 'filter[status]': 'PAIEMENT_REUSSI' },
    });
    expect(mine.status).toBe(200);
    const sent = mine.body.data.find((p: { id: number }) => p.id === paid.body.data.id);
    expect(sent).toMatchObject({ montant: 2500, fees: 200, trajet: { id: trip.id } });

    const theirs = await ctx
      .client()
      .withToken(driverToken)
      .get(`/api/utilisateurs/${driver.id}/paiements`, {
        query: { 'filter[status]': 'PAIEMENT_REUSSI' },
      });
    expect(theirs.body.data).toEqual([
      expect.objectContaining({ id: paid.body.data.id, montant: -2500, fees: 0 }),
    ]);
  });

  it('answers a replayed request with the first payment and charges once', async () => {
    const trip = await createTrip(ctx.db);
    const form = paymentForm(trip);
    const first = await pay(client(), passenger.id, form);
    const before = (await ledgerRows(ctx.db)).length;
    const [again, twice] = await Promise.all([
      pay(client(), passenger.id, form),
      pay(client(), passenger.id, form),
    ]);
    expect(first.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(twice.body.data.id).toBe(first.body.data.id);
    expect((await ledgerRows(ctx.db)).length).toBe(before);
    expect(await seatsBooked(ctx.db, trip.id)).toBe(1);
    const rows = await ctx.db.select().from(paiements).where(eq(paiements.trajet_id, trip.id));
    expect(rows).toHaveLength(1);
  });
});

describe('refusals leave the ledger and the seats as they were', () => {
  async function expectNothingCharged(tripId: number, before: number) {
    expect((await ledgerRows(ctx.db)).length).toBe(before);
    expect(await seatsBooked(ctx.db, tripId)).toBe(0);
  }

  it('says the bank refused a declined card and releases the seats', async () => {
    const trip = await createTrip(ctx.db);
    const before = (await ledgerRows(ctx.db)).length;
    const response = await pay(
      client(),
      passenger.id,
      paymentForm(trip, { numero: TEST_CARDS.declined }),
    );
    expect(response.status).toBe(402);
    expect(response.body.errors[0].code).toBe('carte_refusee');
    expect(response.body.errors[0].detail).toBe(bookingTexts.cardDeclined);
    expect(response.body.errors[0].detail).toMatch(/^Votre banque a refusé le paiement/);
    await expectNothingCharged(trip.id, before);
    const [row] = await ctx.db.select().from(paiements).where(eq(paiements.trajet_id, trip.id));
    expect(row!.status).toBe('PAIEMENT_ECHOUE');
  });

  it.each([
    ['a bad Luhn number', { numero: '4242424242424241' }, 422, bookingTexts.cardNumberInvalid],
    [
      'an expired card',
      { mois: '01', annee: String(new Date().getFullYear() - 1) },
      422,
      bookingTexts.cardExpired,
    ],
    ['a 4-digit CVC', { cryptogramme: '1234' }, 422, bookingTexts.cvcInvalid],
    ['a month 13', { mois: '13' }, 422, bookingTexts.monthInvalid],
    ['a tampered amount', { montant: 100, fees: 0 }, 409, bookingTexts.priceChanged],
    ['5 seats', { nb_places: 5 }, 422, bookingTexts.seatsRange],
    ['more seats than left', { nb_places: 4 }, 409, bookingTexts.notEnoughSeats],
  ])('refuses %s in French', async (_label, overrides, status, detail) => {
    const trip = await createTrip(ctx.db, { nb_places_proposees: 3 });
    const before = (await ledgerRows(ctx.db)).length;
    const response = await pay(client(), passenger.id, paymentForm(trip, overrides));
    expect(response.status).toBe(status);
    expect(response.body.errors[0].detail).toContain(detail);
    await expectNothingCharged(trip.id, before);
  });

  it('needs a complete profile (nationality and residence) and charges nothing without it', async () => {
    const newcomer = await createUser(ctx.db);
    const trip = await createTrip(ctx.db);
    const before = (await ledgerRows(ctx.db)).length;
    const response = await ctx
      .client()
      .withToken(await loginAs(ctx.db, newcomer))
      .post(`/api/utilisateurs/${newcomer.id}/paiements`, paymentForm(trip), { as: 'form' });
    expect(response.status).toBe(422);
    expect(response.body.errors[0].detail).toBe(bookingTexts.profileIncompleteText);
    await expectNothingCharged(trip.id, before);
  });

  it('refuses booking one’s own trip', async () => {
    const trip = await createTrip(ctx.db, { driver: passenger });
    const response = await pay(client(), passenger.id, paymentForm(trip));
    expect(response.status).toBe(403);
    expect(response.body.errors[0].detail).toBe(bookingTexts.ownTrip);
  });

  it('refuses paying for another user’s id, even as an admin', async () => {
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const trip = await createTrip(ctx.db);
    const response = await ctx
      .client()
      .withToken(await loginAs(ctx.db, admin))
      .post(`/api/utilisateurs/${passenger.id}/paiements`, paymentForm(trip), { as: 'form' });
    expect(response.status).toBe(403);
    expect(response.body.errors[0].detail).toBe(bookingTexts.otherUser);
    expect(await seatsBooked(ctx.db, trip.id)).toBe(0);
  });

  it('refuses a trip already gone and a cancelled one', async () => {
    const past = await createTrip(ctx.db, { inDays: -1 });
    expect((await pay(client(), passenger.id, paymentForm(past))).status).toBe(409);
    const off = await createTrip(ctx.db, { actif: false });
    expect((await pay(client(), passenger.id, paymentForm(off))).status).toBe(409);
  });

  it('needs a session', async () => {
    const trip = await createTrip(ctx.db);
    const response = await ctx
      .client()
      .post(`/api/utilisateurs/${passenger.id}/paiements`, paymentForm(trip), { as: 'form' });
    expect(response.status).toBe(401);
  });
});

describe('GET /utilisateurs/{id}/paiements', () => {
  it('is for the owner and admins only', async () => {
    const other = await createUser(ctx.db);
    const response = await ctx
      .client()
      .withToken(await loginAs(ctx.db, other))
      .get(`/api/utilisateurs/${passenger.id}/paiements`);
    expect(response.status).toBe(403);
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const asAdmin = await ctx
      .client()
      .withToken(await loginAs(ctx.db, admin))
      .get(`/api/utilisateurs/${passenger.id}/paiements`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body.data.length).toBeGreaterThan(0);
  });

  it('rejects an unknown status filter', async () => {
    const response = await client().get(`/api/utilisateurs/${passenger.id}/paiements`, {
      query: { 'filter[status]': 'PAS_UN_STATUT' },
    });
    expect(response.status).toBe(422);
  });

  it('has no saved cards yet', async () => {
    const response = await client().get(`/api/utilisateurs/${passenger.id}/cartes`);
    expect(response.body).toEqual({ data: [] });
  });
});

describe('GET /trajets/{id}/devis', () => {
  it('gives the server’s price for the seats asked', async () => {
    const trip = await createTrip(ctx.db, { montant_contribution: 3000 });
    const response = await ctx.client().get(`/api/trajets/${trip.id}/devis`, {
      query: { nb_places: '2' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data.devis).toMatchObject({ total_cents: 6300, fees_cents: 300 });
    expect(response.body.data.trajet).toMatchObject({ id: trip.id, reservable: true });
  });
});
