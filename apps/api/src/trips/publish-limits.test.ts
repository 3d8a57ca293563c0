import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { PUBLISH_LIMITS } from '@bonneroute/shared/trips';
import { telephones, trajets } from '../db/schema';
import {
  createScratchDatabase,
  createTestContext,
  type ScratchDatabase,
  type TestContext,
} from '../test/test-app';
import { createUser, loginAs, type UserRow } from '../test/factories';

/**
 * A new account with no phone published 592 trips in 9 seconds, each one matched against every
 * alert. Now a member publishes at most 20 trips in 24 hours, a new account without a verified
 * phone 5, counted in PostgreSQL (two API processes on one database here).
 */
let database: ScratchDatabase;
let ctx: TestContext;
let other: TestContext;
beforeAll(async () => {
  database = await createScratchDatabase();
  ctx = await createTestContext({ database });
  other = await createTestContext({ database });
});
afterAll(async () => {
  await ctx.close();
  await other.close();
  await database.drop();
});

/** The n-th publication of a driver: Paris → Lyon, each at its own quarter of an hour. */
function publication(n: number) {
  const minutes = 6 * 60 + 15 * n;
  return {
    date: addDays(todayInParis(), 2 + Math.floor(minutes / (24 * 60))),
    heure: `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    adresse_depart: 'Gare de Lyon, 75012 Paris',
    adresse_arrivee: 'Place Bellecour, 69002 Lyon',
    code_commune_depart: '75056',
    code_commune_arrivee: '69123',
    nb_places_proposees: 3,
    is_resa_automatique: 1,
    is_roles_passagers: 0,
    montant_contribution: 2200,
    is_publie: 1,
  };
}

async function driver(options: { verifiedPhone: boolean }) {
  const user = await createUser(ctx.db);
  if (options.verifiedPhone)
    await ctx.db
      .insert(telephones)
      .values({ utilisateur_id: user.id, numero: '+33612345678', verifie_le: new Date() });
  return { user, token: await loginAs(ctx.db, user) };
}

const publish = (app: TestContext, token: string, n: number) =>
  app.client().withToken(token).post('/api/trajets', publication(n));

const tripsOf = async (user: UserRow) =>
  (await ctx.db.select({ id: trajets.id }).from(trajets).where(eq(trajets.utilisateur_id, user.id)))
    .length;

describe('publishing limits', () => {
  it('a new account without a verified phone publishes 5 trips in 24 hours, then 429', async () => {
    const { user, token } = await driver({ verifiedPhone: false });
    for (let n = 0; n < PUBLISH_LIMITS.perWindowNewUnverified; n += 1) {
      expect((await publish(ctx, token, n)).status).toBe(201);
    }
    const refused = await publish(ctx, token, 5);
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].detail).toMatch(
      /^Un nouveau compte publie au plus 5 trajets en 24 heures tant que son téléphone n’est pas vérifié\. Vérifiez votre numéro dans « Mon profil » pour en publier jusqu’à 20, ou réessayez dans (23 h 5\d|24 h)\.$/,
    );
    expect(await tripsOf(user)).toBe(5);

    // Verifying the phone lifts the limit to 20.
    await ctx.db
      .insert(telephones)
      .values({ utilisateur_id: user.id, numero: '+33687654321', verifie_le: new Date() });
    expect((await publish(ctx, token, 5)).status).toBe(201);
  });

  it('a member publishes 20 trips in 24 hours; one leaving the window frees a place', async () => {
    const { user, token } = await driver({ verifiedPhone: true });
    for (let n = 0; n < PUBLISH_LIMITS.perWindow; n += 1) {
      expect((await publish(n % 2 ? ctx : other, token, n)).status).toBe(201);
    }
    for (const app of [ctx, other]) {
      const refused = await publish(app, token, 20);
      expect(refused.status).toBe(429);
      expect(refused.body.errors[0].detail).toMatch(
        /^Vous avez publié 20 trajets ces dernières 24 heures, le maximum\. Vous pourrez en publier un autre dans (23 h 5\d|24 h)\.$/,
      );
    }
    // Cancelling does not give the publication back: it was matched against the alerts already.
    await ctx.db.update(trajets).set({ actif: false }).where(eq(trajets.utilisateur_id, user.id));
    expect((await publish(ctx, token, 20)).status).toBe(429);

    await ctx.db.execute(sql`
      update trajets set created_at = now() - interval '25 hours'
      where id = (select min(id) from trajets where utilisateur_id = ${user.id})`);
    expect((await publish(ctx, token, 20)).status).toBe(201);
    expect((await publish(ctx, token, 21)).status).toBe(429);
  });

  it('twenty-six publications at once on two processes: exactly 20 pass', async () => {
    const { user, token } = await driver({ verifiedPhone: true });
    const responses = await Promise.all(
      Array.from({ length: 26 }, (_, n) => publish(n % 2 ? ctx : other, token, n)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    expect(await tripsOf(user)).toBe(20);
  });
});
