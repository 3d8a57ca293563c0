import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import {
  isoWeekday,
  recurrenceTexts,
  returnTexts,
  seriesTexts,
  tripTexts,
} from '@bonneroute/shared/trips';
import { emails, trajets } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs } from '../test/factories';
import { balance, bookAsNewPassenger } from '../booking/booking-test-helpers';
import { unbalancedMovements } from '../money/ledger.repository';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/** The first Friday at least 3 days ahead. */
function nextFriday(): string {
  let date = addDays(todayInParis(), 3);
  while (isoWeekday(date) !== 5) date = addDays(date, 1);
  return date;
}
const FRIDAY = nextFriday();

function parisLyon(overrides: Record<string, unknown> = {}) {
  return {
    date: FRIDAY,
    heure: '08:15',
    adresse_depart: 'Gare de Lyon, 75012 Paris',
    adresse_arrivee: 'Place Bellecour, 69002 Lyon',
    code_commune_depart: '75056',
    code_commune_arrivee: '69123',
    nb_places_proposees: '3',
    is_resa_automatique: '1',
    montant_contribution: '2200',
    villes_etapes: JSON.stringify(['71270']),
    montants_etapes: '[1900]',
    ...overrides,
  };
}

async function driverClient() {
  const driver = await createUser(ctx.db);
  return { driver, client: ctx.client().withToken(await loginAs(ctx.db, driver)) };
}

const weekly = (weeks: number) =>
  JSON.stringify({ jours: [5], jusqu_au: addDays(FRIDAY, 7 * (weeks - 1)) });

async function tripsById(ids: number[]) {
  return ctx.db.select().from(trajets).where(inArray(trajets.id, ids)).orderBy(trajets.depart_le);
}

describe('POST /trajets with a recurrence', () => {
  it('makes one trip per Friday sharing a serie_id, each its own trip', async () => {
    const { client } = await driverClient();
    const response = await client.post('/api/trajets', parisLyon({ recurrence: weekly(4) }), {
      as: 'multipart',
    });
    expect(response.status).toBe(201);
    const { data } = response.body;
    expect(data.ids).toHaveLength(4);
    expect(data.ids[0]).toBe(response.body.id);
    expect(data.serie_id).toBeGreaterThan(0);
    expect(data.dates_ignorees).toEqual([]);
    const rows = await tripsById(data.ids);
    expect(rows.map((r) => r.date)).toEqual([0, 7, 14, 21].map((n) => addDays(FRIDAY, n)));
    expect(new Set(rows.map((r) => r.serie_id))).toEqual(new Set([data.serie_id]));
    // Each date is a trip of its own: its page, searchable on its date.
    const page = await ctx.client().get(`/api/trajets/${data.ids[2]}`);
    expect(page.body.data).toMatchObject({ date: addDays(FRIDAY, 14), serie_id: data.serie_id });
    const search = await ctx
      .client()
      .get(`/api/covoiturages/${addDays(FRIDAY, 21)}?from=Paris&to=Lyon`);
    expect(search.body.data.map((t: { id: number }) => t.id)).toContain(data.ids[3]);
  });

  it('skips a date where the driver already has a trip and lists it', async () => {
    const { client } = await driverClient();
    const single = await client.post('/api/trajets', parisLyon({ date: addDays(FRIDAY, 7) }), {
      as: 'multipart',
    });
    expect(single.status).toBe(201);
    const response = await client.post('/api/trajets', parisLyon({ recurrence: weekly(3) }), {
      as: 'multipart',
    });
    expect(response.status).toBe(201);
    expect(response.body.data.ids).toHaveLength(2);
    expect(response.body.data.dates_ignorees).toEqual([
      { date: addDays(FRIDAY, 7), motif: tripTexts.duplicate },
    ]);
  });

  it('answers a single trip as before, without the series’ fields', async () => {
    const { client } = await driverClient();
    const response = await client.post('/api/trajets', parisLyon(), { as: 'multipart' });
    expect(response.status).toBe(201);
    expect(response.body.data).not.toHaveProperty('ids');
    expect(response.body.data).toMatchObject({ serie_id: null, retour_id: null, aller_id: null });
  });

  it('refuses no weekday, an end before the date, beyond 3 months or 26 dates, in French', async () => {
    const { client } = await driverClient();
    const cases: [unknown, RegExp | string][] = [
      [{ jours: [], jusqu_au: addDays(FRIDAY, 14) }, recurrenceTexts.noWeekday],
      [{ jours: [5], jusqu_au: addDays(FRIDAY, -7) }, recurrenceTexts.endBeforeStart],
      [{ jours: [5], jusqu_au: addDays(FRIDAY, 100) }, /au plus 3 mois/],
      [{ jours: [1, 3, 5], jusqu_au: addDays(FRIDAY, 88) }, /au plus 26 dates/],
    ];
    for (const [recurrence, text] of cases) {
      const response = await client.post(
        '/api/trajets',
        parisLyon({ recurrence: JSON.stringify(recurrence) }),
        { as: 'multipart' },
      );
      expect(response.status).toBe(422);
      expect(response.body.errors[0].detail).toMatch(text);
    }
    expect((await ctx.db.select().from(trajets)).length).toBeGreaterThan(0);
  });
});

describe('POST /trajets with a return', () => {
  it('publishes the return reversed, priced in the reverse ranges, linked both ways', async () => {
    const { client } = await driverClient();
    const response = await client.post(
      '/api/trajets',
      parisLyon({ retour: JSON.stringify({ date: addDays(FRIDAY, 2), heure: '17:30' }) }),
      { as: 'multipart' },
    );
    expect(response.status).toBe(201);
    const retourId = response.body.data.retour_id;
    expect(retourId).toBeGreaterThan(response.body.id);
    const back = (await ctx.client().get(`/api/trajets/${retourId}`)).body.data;
    expect(back).toMatchObject({
      date: addDays(FRIDAY, 2),
      heure: '17:30',
      ville_depart: 'Lyon',
      ville_arrivee: 'Paris',
      adresse_depart: 'Place Bellecour, 69002 Lyon',
      villes_etapes: [{ nom: 'Mâcon' }],
      aller_id: response.body.id,
      montant_contribution: 2200,
    });
    // Lyon → Mâcon: the outward's Mâcon → Lyon (22 € − 19 €), kept in that pair's range.
    const range = (await ctx.client().get('/api/bornes/69123/71270')).body.data;
    expect(back.montants_etapes[0]).toBeGreaterThanOrEqual(range.min);
    expect(back.montants_etapes[0]).toBeLessThanOrEqual(Math.max(range.min, 300));
    const outward = (await ctx.client().get(`/api/trajets/${response.body.id}`)).body.data;
    expect(outward.retour_id).toBe(retourId);
  });

  it('takes the driver’s return prices, and refuses them out of the range', async () => {
    const { client } = await driverClient();
    const range = (await ctx.client().get('/api/bornes/69123/75056')).body.data;
    const priced = await client.post(
      '/api/trajets',
      parisLyon({
        villes_etapes: '[]',
        montants_etapes: '[]',
        retour: JSON.stringify({
          date: FRIDAY,
          heure: '20:00',
          montant_contribution: range.max,
        }),
      }),
      { as: 'multipart' },
    );
    expect(priced.status).toBe(201);
    const [back] = await tripsById([priced.body.data.retour_id]);
    expect(back!.montant_contribution).toBe(range.max);
    const tooDear = await client.post(
      '/api/trajets',
      parisLyon({
        heure: '09:00',
        retour: JSON.stringify({
          date: FRIDAY,
          heure: '21:00',
          montant_contribution: range.max + 500,
        }),
      }),
      { as: 'multipart' },
    );
    expect(tooDear.status).toBe(422);
    expect(tooDear.body.errors[0].detail).toMatch(/^Retour : La participation/);
  });

  it('refuses a return leaving before the outward arrives', async () => {
    const { client } = await driverClient();
    const response = await client.post(
      '/api/trajets',
      parisLyon({ retour: JSON.stringify({ date: FRIDAY, heure: '09:00' }) }),
      { as: 'multipart' },
    );
    expect(response.status).toBe(422);
    expect(response.body.errors[0].detail).toMatch(/Le retour doit partir après l’arrivée/);
  });

  it('with a recurrence: a return for each date, the returns a series of their own', async () => {
    const { client } = await driverClient();
    const response = await client.post(
      '/api/trajets',
      parisLyon({
        recurrence: weekly(3),
        retour: JSON.stringify({ date: addDays(FRIDAY, 2), heure: '18:00' }),
      }),
      { as: 'multipart' },
    );
    expect(response.status).toBe(201);
    const { data } = response.body;
    expect(data.retour_ids).toHaveLength(3);
    const backs = await tripsById(data.retour_ids);
    const outwards = await tripsById(data.ids);
    expect(backs.map((b) => b.date)).toEqual(outwards.map((o) => addDays(o.date, 2)));
    expect(backs.map((b) => b.aller_id)).toEqual(outwards.map((o) => o.id));
    expect(outwards.map((o) => o.retour_id)).toEqual(backs.map((b) => b.id));
    expect(backs[0]!.serie_id).not.toBeNull();
    expect(backs[0]!.serie_id).not.toBe(outwards[0]!.serie_id);
    expect(returnTexts.seeReturn).toBe('Voir le retour');
  });
});

async function publishSeries(weeks: number) {
  const { driver, client } = await driverClient();
  const response = await client.post('/api/trajets', parisLyon({ recurrence: weekly(weeks) }), {
    as: 'multipart',
  });
  expect(response.status).toBe(201);
  const trips = await tripsById(response.body.data.ids);
  return { driver, client, serieId: response.body.data.serie_id as number, trips };
}

describe('POST /series/{id}/annulation', () => {
  it('cancels every date to come, each passenger refunded once and told, even twice at once', async () => {
    const { client, serieId, trips } = await publishSeries(3);
    const first = await bookAsNewPassenger(ctx, trips[0]!, 1);
    const second = await bookAsNewPassenger(ctx, trips[2]!, 2);
    const [a, b] = await Promise.all([
      client.post(`/api/series/${serieId}/annulation`, {}),
      client.post(`/api/series/${serieId}/annulation`, {}),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const cancelled = [...a.body.data.annules, ...b.body.data.annules].sort();
    expect(cancelled).toEqual(trips.map((t) => t.id).sort());
    expect(a.body.data.rembourse + b.body.data.rembourse).toBe(
      first.payment.montant + first.payment.fees + second.payment.montant + second.payment.fees,
    );
    expect((await tripsById(trips.map((t) => t.id))).every((t) => !t.actif)).toBe(true);
    expect(await balance(ctx.db, 'CARTE', first.passenger.id)).toBe(0);
    expect(await balance(ctx.db, 'CARTE', second.passenger.id)).toBe(0);
    for (const p of [first.passenger, second.passenger]) {
      const mails = await ctx.db.select().from(emails).where(eq(emails.recipient, p.email));
      expect(mails.filter((m) => m.template === 'annulation-trajet')).toHaveLength(1);
    }
    expect(await unbalancedMovements(ctx.db)).toEqual([]);
    const again = await client.post(`/api/series/${serieId}/annulation`, {});
    expect(again.body.data).toMatchObject({ annules: [], rembourse: 0 });
  });

  it('is the driver’s only', async () => {
    const { serieId } = await publishSeries(2);
    const { client: other } = await driverClient();
    const response = await other.post(`/api/series/${serieId}/annulation`, {});
    expect(response.status).toBe(403);
    expect(response.body.errors[0].detail).toBe(seriesTexts.notOwner);
  });
});

describe('PUT /series/{id}', () => {
  it('changes the dates without bookings, lists the booked one, its seats by the one-trip rule', async () => {
    const { client, serieId, trips } = await publishSeries(3);
    await bookAsNewPassenger(ctx, trips[1]!, 1);
    const response = await client.put(
      `/api/series/${serieId}`,
      { heure: '09:30', montant_contribution: 2400, nb_places_proposees: 4 },
      { as: 'form' },
    );
    expect(response.status).toBe(200);
    // The booked date changes too, by the one-trip rule: its passenger keeps their price and,
    // the departure moving by 75 minutes, may cancel in full (trip-changes.test.ts).
    expect(response.body.data.modifies.sort()).toEqual(trips.map((t) => t.id).sort());
    expect(response.body.data.dates_non_modifiees).toEqual([
      { trajet_id: trips[1]!.id, date: trips[1]!.date, motif: seriesTexts.seatsLocked },
    ]);
    const rows = await tripsById(trips.map((t) => t.id));
    expect(rows.map((r) => [r.heure, r.montant_contribution, r.nb_places_proposees])).toEqual([
      ['09:30:00', 2400, 4],
      ['09:30:00', 2400, 3],
      ['09:30:00', 2400, 4],
    ]);
    // The search reads the new time and price.
    const search = await ctx.client().get(`/api/covoiturages/${trips[2]!.date}?from=Paris&to=Lyon`);
    const found = search.body.data.find((t: { id: number }) => t.id === trips[2]!.id);
    expect(found).toMatchObject({ heure: '09:30', troncon: { montant_contribution: 2400 } });
  });

  it('refuses a price out of the range and an empty change', async () => {
    const { client, serieId } = await publishSeries(2);
    const dear = await client.put(
      `/api/series/${serieId}`,
      { montant_contribution: 99_000 },
      { as: 'form' },
    );
    expect(dear.status).toBe(422);
    const empty = await client.put(`/api/series/${serieId}`, {}, { as: 'form' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0].detail).toBe(seriesTexts.nothingToUpdate);
  });
});
