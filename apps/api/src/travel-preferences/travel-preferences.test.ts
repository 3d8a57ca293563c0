import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { NO_PREFERENCES } from '@bonneroute/shared/trips';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs } from '../test/factories';

/*
 * docs/product/trips-and-search.md#travel-preferences: a member says how they travel, each trip
 * carries it (overridable at publication), and passengers filter the search on it.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const inDays = (n: number) => addDays(todayInParis(), n);

async function member() {
  const user = await createUser(ctx.db);
  return { user, client: ctx.client().withToken(await loginAs(ctx.db, user)) };
}

function publication(date: string, preferences?: object) {
  return {
    date,
    heure: '07:45',
    adresse_depart: 'Gare de Lyon, 75012 Paris',
    adresse_arrivee: 'Place Bellecour, 69002 Lyon',
    code_commune_depart: '75056',
    code_commune_arrivee: '69123',
    nb_places_proposees: 3,
    is_resa_automatique: 1,
    montant_contribution: 2200,
    ...(preferences ? { preferences: JSON.stringify(preferences) } : {}),
  };
}

describe('a member’s travel preferences', () => {
  it('are unknown at first, saved key by key, and read by anyone', async () => {
    const { user, client } = await member();
    const first = await ctx.client().get(`/api/utilisateurs/${user.id}/preferences`);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual(NO_PREFERENCES);

    const saved = await client.put(`/api/utilisateurs/${user.id}/preferences`, {
      discussion: 'blabla',
      animaux: true,
      fumeur: false,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('Vos préférences de voyage sont enregistrées.');
    const more = await client.put(`/api/utilisateurs/${user.id}/preferences`, {
      bagages: 'moyen',
      animaux: null,
    });
    expect(more.body.data).toEqual({
      ...NO_PREFERENCES,
      discussion: 'blabla',
      fumeur: false,
      bagages: 'moyen',
    });
    const read = await ctx.client().get(`/api/utilisateurs/${user.id}/preferences`);
    expect(read.body.data).toEqual(more.body.data);
  });

  it('are changed by their member only, and bad values are refused in French', async () => {
    const { user } = await member();
    const { client: other } = await member();
    const foreign = await other.put(`/api/utilisateurs/${user.id}/preferences`, { musique: true });
    expect(foreign.status).toBe(403);
    const anonymous = await ctx.client().put(`/api/utilisateurs/${user.id}/preferences`, {});
    expect(anonymous.status).toBe(401);

    const { user: me, client } = await member();
    const wrong = await client.put(`/api/utilisateurs/${me.id}/preferences`, {
      discussion: 'beaucoup',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0].detail).toMatch(/bla, blabla, blablabla/);
    const unknownKey = await client.put(`/api/utilisateurs/${me.id}/preferences`, { chien: true });
    expect(unknownKey.status).toBe(422);
    expect((await ctx.client().get('/api/utilisateurs/999999/preferences')).status).toBe(404);
  });
});

describe('a trip’s preferences', () => {
  it('come from the profile at publication, overridden by the wizard for that trip', async () => {
    const { user, client } = await member();
    await client.put(`/api/utilisateurs/${user.id}/preferences`, {
      discussion: 'bla',
      musique: true,
      animaux: false,
    });
    const plain = await client.post('/api/trajets', publication(inDays(5)));
    expect(plain.status).toBe(201);
    expect(plain.body.data.preferences).toEqual({
      ...NO_PREFERENCES,
      discussion: 'bla',
      musique: true,
      animaux: false,
    });
    const withDog = await client.post(
      '/api/trajets',
      publication(inDays(6), { animaux: true, deux_max_arriere: true }),
    );
    expect(withDog.status).toBe(201);
    expect(withDog.body.data.preferences).toMatchObject({ animaux: true, deux_max_arriere: true });
    // The profile did not change, and the trip page says the trip's own.
    const profile = await ctx.client().get(`/api/utilisateurs/${user.id}/preferences`);
    expect(profile.body.data.animaux).toBe(false);
    const page = await ctx.client().get(`/api/trajets/${withDog.body.data.id}`);
    expect(page.body.data.preferences.animaux).toBe(true);

    const bad = await client.post('/api/trajets', publication(inDays(7), { bagages: 'enorme' }));
    expect(bad.status).toBe(422);
  });

  it('filter the search: pets welcome, non-smoking, two at most in the back', async () => {
    const date = inDays(12);
    const pets = await createTrip(ctx.db, {
      date,
      heure: '06:00',
      preferences: { ...NO_PREFERENCES, animaux: true, fumeur: false },
    });
    const smoker = await createTrip(ctx.db, {
      date,
      heure: '07:00',
      preferences: { ...NO_PREFERENCES, animaux: true, fumeur: true, deux_max_arriere: true },
    });
    const unknown = await createTrip(ctx.db, { date, heure: '08:00' });
    const search = async (query: Record<string, string>) =>
      (
        await ctx.client().get(`/api/covoiturages/${date}`, {
          query: { from: '75056', to: '69123', ...query },
        })
      ).body.data.map((trip: { id: number }) => trip.id);

    expect(await search({})).toEqual([pets.id, smoker.id, unknown.id]);
    expect(await search({ animaux: '1' })).toEqual([pets.id, smoker.id]);
    expect(await search({ animaux: '1', non_fumeur: '1' })).toEqual([pets.id]);
    expect(await search({ deux_max_arriere: '1' })).toEqual([smoker.id]);
    const listed = await ctx.client().get('/api/trajets', {
      query: {
        'filter[adresse_depart]': 'Paris',
        'filter[adresse_arrivee]': 'Lyon',
        'filter[date]': date,
        'filter[non_fumeur]': '1',
      },
    });
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((trip: { id: number }) => trip.id)).toEqual([pets.id]);
  });
});
