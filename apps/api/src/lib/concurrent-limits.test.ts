import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES_PER_WINDOW,
  CONTACT_MESSAGES_PER_WINDOW,
  TRIP_MESSAGES_PER_WINDOW,
} from '@bonneroute/shared/messaging';
import { OTP_MAX_ATTEMPTS, OTP_MAX_CODES_PER_DAY } from '@bonneroute/shared/user-space';
import { auth_events, emails, otps_mobiles } from '../db/schema';
import { MAX_FAILURES_PER_ACCOUNT } from '../auth/throttle';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs } from '../test/factories';

/**
 * A limit holds however many requests arrive at once. Each case fires a burst in
 * parallel and counts what got through; before the fix the count was read, then written, with
 * nothing in between (40 wrong passwords → 21 checked against a limit of 5).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(auth_events);
});

const statuses = (responses: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};
const burst = <T>(n: number, call: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => call(i)));

describe('limits under parallel requests', () => {
  it('checks at most 5 of 40 parallel wrong passwords for one account', async () => {
    const user = await createUser(ctx.db, { email: 'parallele@exemple.fr' });
    const responses = await burst(40, () =>
      ctx.client().post('/api/login', { email: user.email, password: 'Mauvais#123' }),
    );
    const counts = statuses(responses);
    expect(counts[401] ?? 0).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
    expect(counts[429]).toBeGreaterThanOrEqual(40 - MAX_FAILURES_PER_ACCOUNT);
    expect((counts[401] ?? 0) + (counts[429] ?? 0)).toBe(40);
    // And the right password is refused too while the account is locked.
    const right = await ctx.client().post('/api/login', {
      email: user.email,
      password: 'Motdepasse#1',
    });
    expect(right.status).toBe(429);
  });

  it('lets 12 parallel right passwords in: they wait for each other, none counts as a failure', async () => {
    const user = await createUser(ctx.db, { email: 'juste@exemple.fr' });
    const responses = await burst(12, () =>
      ctx.client().post('/api/login', { email: user.email, password: 'Motdepasse#1' }),
    );
    expect(statuses(responses)).toEqual({ 200: 12 });
    expect(await ctx.db.select().from(auth_events)).toEqual([]);
  });

  it(`accepts at most ${CHAT_MESSAGES_PER_WINDOW} of 20 parallel chat messages`, async () => {
    const driver = await createUser(ctx.db);
    const trip = await createTrip(ctx.db, { driver });
    await createBooking(ctx.db, { trip });
    const client = ctx.client().withToken(await loginAs(ctx.db, driver));
    const responses = await burst(20, (i) =>
      client.post(`/api/message-chat-covoiturage/${trip.id}`, { texte: `Message ${i}` }),
    );
    expect(statuses(responses)).toEqual({ 201: CHAT_MESSAGES_PER_WINDOW, 429: 20 - 8 });
  });

  it(`accepts at most ${TRIP_MESSAGES_PER_WINDOW} of 20 parallel questions to drivers`, async () => {
    const passenger = await createUser(ctx.db);
    const trip = await createTrip(ctx.db);
    const client = ctx.client().withToken(await loginAs(ctx.db, passenger));
    const responses = await burst(20, (i) =>
      client.post(`/api/trajets/${trip.id}/messages`, { message: `Question numéro ${i} ?` }),
    );
    const counts = statuses(responses);
    expect(counts[201]).toBe(TRIP_MESSAGES_PER_WINDOW);
    expect(counts[429]).toBe(20 - TRIP_MESSAGES_PER_WINDOW);
  });

  it(`accepts at most ${CONTACT_MESSAGES_PER_WINDOW} of 20 parallel contact messages`, async () => {
    const responses = await burst(20, (i) =>
      ctx.client().post('/api/admin/public-message', {
        nom: 'Visiteur',
        email: 'visiteur@exemple.fr',
        message: `Bonjour, ceci est le message ${i}.`,
      }),
    );
    expect(statuses(responses)).toEqual({ 201: CONTACT_MESSAGES_PER_WINDOW, 429: 17 });
  });

  it('sends one reset mail for 10 parallel requests of one account', async () => {
    const user = await createUser(ctx.db, { email: 'oubli.parallele@exemple.fr' });
    const responses = await burst(10, () =>
      ctx.client().post('/api/password/forgot', { email: user.email }),
    );
    expect(statuses(responses)).toEqual({ 200: 1, 429: 9 });
    const sent = await ctx.db.select().from(emails).where(eq(emails.recipient, user.email));
    expect(sent).toHaveLength(1);
  });

  it(`compares at most ${OTP_MAX_ATTEMPTS} of 20 parallel phone codes`, async () => {
    const user = await createUser(ctx.db);
    const client = ctx.client().withToken(await loginAs(ctx.db, user));
    await client.post(`/api/utilisateurs/${user.id}/telephone`, { telephone: '0612345678' });
    const [otp] = await ctx.db
      .select()
      .from(otps_mobiles)
      .where(eq(otps_mobiles.utilisateur_id, user.id));
    const wrong = otp!.token === '000000' ? '111111' : '000000';
    const responses = await burst(20, () =>
      client.post(`/api/utilisateurs/${user.id}/telephone/verification`, { code: wrong }),
    );
    const counts = statuses(responses);
    // Four « code incorrect », the fifth locks; every other one is refused without a comparison.
    expect(counts[422]).toBe(OTP_MAX_ATTEMPTS - 1);
    expect(counts[429]).toBe(20 - (OTP_MAX_ATTEMPTS - 1));
    const [after] = await ctx.db.select().from(otps_mobiles).where(eq(otps_mobiles.id, otp!.id));
    expect(after!.tentatives).toBe(OTP_MAX_ATTEMPTS);
    // Locked: even the right code waits.
    const right = await client.post(`/api/utilisateurs/${user.id}/telephone/verification`, {
      code: otp!.token,
    });
    expect(right.status).toBe(429);
  });

  it('sends one SMS for 10 parallel saves of a new number', async () => {
    const user = await createUser(ctx.db);
    const client = ctx.client().withToken(await loginAs(ctx.db, user));
    const responses = await burst(10, () =>
      client.post(`/api/utilisateurs/${user.id}/telephone`, { telephone: '0698765432' }),
    );
    expect(statuses(responses)).toEqual({ 200: 10 });
    expect(responses.filter((r) => r.body.data.code_envoye).length).toBe(1);
    const codes = await ctx.db
      .select()
      .from(otps_mobiles)
      .where(eq(otps_mobiles.utilisateur_id, user.id));
    expect(codes).toHaveLength(1);
  });

  it(`sends at most ${OTP_MAX_CODES_PER_DAY} codes a day to one account, even in parallel`, async () => {
    const user = await createUser(ctx.db);
    const client = ctx.client().withToken(await loginAs(ctx.db, user));
    const responses = await burst(12, (i) =>
      client.post(`/api/utilisateurs/${user.id}/telephone`, {
        telephone: `06${String(10_000_000 + i).padStart(8, '0')}`,
      }),
    );
    expect(statuses(responses)).toEqual({
      200: OTP_MAX_CODES_PER_DAY,
      429: 12 - OTP_MAX_CODES_PER_DAY,
    });
    const refused = responses.find((r) => r.status === 429)!;
    expect(refused.body.errors[0].detail).toBe(
      'Vous avez demandé trop de codes aujourd’hui. Réessayez dans 24 heures ou contactez-nous.',
    );
  });
});
