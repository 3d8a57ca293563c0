import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { hashToken } from './session-token';

/**
 * The server grants at most 60 s per navigation actually made — one minute of
 * session per minute elapsed since the last credit — and no session outlives 12 hours after its
 * login. Before: 50 calls × 100 navigations gave an 84-hour session.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

async function loggedIn() {
  const user = await createUser(ctx.db);
  const response = await ctx.client().post('/api/login', {
    email: user.email,
    password: TEST_PASSWORD,
  });
  expect(response.status).toBe(200);
  const token: string = response.body.data.attributes.token;
  return { user, token, client: ctx.client().withToken(token) };
}

async function sessionOf(token: string) {
  const [row] = await ctx.db
    .select()
    .from(sessions)
    .where(eq(sessions.token_hash, hashToken(token)));
  return row!;
}

/** Time passes for this session: it was opened (and last credited) `ms` earlier. */
async function ageSession(token: string, ms: number) {
  const interval = sql`make_interval(secs => ${ms / 1000})`;
  await ctx.db
    .update(sessions)
    .set({
      created_at: sql`${sessions.created_at} - ${interval}`,
      credited_until: sql`${sessions.credited_until} - ${interval}`,
    })
    .where(eq(sessions.token_hash, hashToken(token)));
}

describe('POST /api/auth/extend grants only the time actually spent', () => {
  it('gives nothing for navigations claimed in a burst right after login', async () => {
    const { token, client } = await loggedIn();
    const before = await sessionOf(token);
    for (let i = 0; i < 50; i += 1) {
      const response = await client.post('/api/auth/extend', { navigations: 100 });
      expect(response.status).toBe(200);
    }
    const after = await sessionOf(token);
    expect(after.expires_at.getTime()).toBe(before.expires_at.getTime());
    expect(after.expires_at.getTime() - Date.now()).toBeLessThan(HOUR + MINUTE);
  });

  it('credits one minute per elapsed minute, whatever the count claimed', async () => {
    const { token, client } = await loggedIn();
    await ageSession(token, 5 * MINUTE + 20_000);
    const before = await sessionOf(token);
    const response = await client.post('/api/auth/extend', { navigations: 100 });
    expect(response.status).toBe(200);
    const granted = new Date(response.body.data.expires_at).getTime() - before.expires_at.getTime();
    expect(granted).toBe(5 * MINUTE);
    // The browser learns how long is left, without trusting its clock.
    expect(response.body.data.expires_in_ms).toBeGreaterThan(
      before.expires_at.getTime() - Date.now(),
    );
    // Straight after, nothing more; the 20 s left over count towards the next minute.
    const again = await client.post('/api/auth/extend', { navigations: 100 });
    expect(again.body.data.expires_at).toBe(response.body.data.expires_at);
  });

  it('credits no more than the navigations reported', async () => {
    const { token, client } = await loggedIn();
    await ageSession(token, 10 * MINUTE);
    const before = await sessionOf(token);
    const response = await client.post('/api/auth/extend', { navigations: 2 });
    expect(new Date(response.body.data.expires_at).getTime() - before.expires_at.getTime()).toBe(
      2 * MINUTE,
    );
  });

  it('parallel calls share the elapsed minutes instead of each spending them', async () => {
    const { token, client } = await loggedIn();
    await ageSession(token, 3 * MINUTE);
    const before = await sessionOf(token);
    await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/auth/extend', { navigations: 100 })),
    );
    const after = await sessionOf(token);
    expect(after.expires_at.getTime() - before.expires_at.getTime()).toBe(3 * MINUTE);
  });

  it('never goes past 12 hours after the login', async () => {
    const { token, client } = await loggedIn();
    // Opened 11 h 58 ago, active all along: it ends at its twelfth hour, not later.
    await ageSession(token, 11 * HOUR + 58 * MINUTE);
    const session = await sessionOf(token);
    const response = await client.post('/api/auth/extend', { navigations: 100 });
    expect(response.status).toBe(200);
    expect(new Date(response.body.data.expires_at).getTime()).toBe(
      session.created_at.getTime() + 12 * HOUR,
    );
    expect(response.body.data.expires_in_ms).toBeLessThanOrEqual(2 * MINUTE);
  });

  it('asks for a new login once 12 hours have passed, even if the end was pushed later', async () => {
    const { token, client } = await loggedIn();
    await ageSession(token, 12 * HOUR + MINUTE);
    await ctx.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() + HOUR) })
      .where(eq(sessions.token_hash, hashToken(token)));
    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect((await client.post('/api/auth/extend', { navigations: 1 })).status).toBe(401);
  });
});
