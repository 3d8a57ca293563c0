import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth_events, sessions } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, TEST_PASSWORD } from '../test/factories';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_IP } from './throttle';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());
// Every test starts with clean brute-force counters (they are per IP, and tests share one).
beforeEach(async () => {
  await ctx.db.delete(auth_events);
});

const login = (email: string, password: string) =>
  ctx.client().post('/api/login', { email, password }, { as: 'multipart' });

describe('POST /api/login', () => {
  it('returns a token at data.attributes.token that opens a one-hour session', async () => {
    const user = await createUser(ctx.db, { email: 'connexion@exemple.fr', prenom: 'Inès' });
    const response = await login(' Connexion@Exemple.fr ', TEST_PASSWORD);
    expect(response.status).toBe(200);
    const { token, expires_at, prenom, utilisateur_id } = response.body.data.attributes;
    expect(token).toMatch(/^[\w-]{40,}$/);
    expect(prenom).toBe('Inès');
    expect(utilisateur_id).toBe(user.id);
    const remaining = new Date(expires_at).getTime() - Date.now();
    expect(remaining).toBeGreaterThan(59 * 60_000);
    expect(remaining).toBeLessThan(62 * 60_000);
    expect(response.text).not.toContain('argon2');

    const me = await ctx.client().withToken(token).get('/api/auth/me');
    expect(me.body.data).toMatchObject({ id: user.id, prenom: 'Inès' });
  });

  it('answers one message for a wrong password and an unknown address', async () => {
    await createUser(ctx.db, { email: 'mauvais@exemple.fr' });
    const wrong = await login('mauvais@exemple.fr', 'Mauvais#123');
    const unknown = await login('inconnu@exemple.fr', TEST_PASSWORD);
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body.errors[0].detail).toBe('Adresse email ou mot de passe incorrect.');
    }
  });

  it('refuses an account whose e-mail is not validated, once the password is right', async () => {
    await createUser(ctx.db, { email: 'pas.valide@exemple.fr', activated: false });
    const response = await login('pas.valide@exemple.fr', TEST_PASSWORD);
    expect(response.status).toBe(403);
    expect(response.body.errors[0]).toMatchObject({ code: 'email_not_activated' });
    expect(response.body.errors[0].detail).toContain('pas encore été validée');
    expect((await login('pas.valide@exemple.fr', 'Mauvais#123')).status).toBe(401);
  });

  it('refuses a login without the CSRF header', async () => {
    await createUser(ctx.db, { email: 'csrf@exemple.fr' });
    const client = ctx.client();
    await client.get('/api/health');
    const response = await client.post(
      '/api/login',
      { email: 'csrf@exemple.fr', password: TEST_PASSWORD },
      { withoutCsrf: true },
    );
    expect(response.status).toBe(403);
  });

  it('locks an account after 5 failures, even for the right password, then lets it in', async () => {
    await createUser(ctx.db, { email: 'cible@exemple.fr' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      statuses.push((await login('cible@exemple.fr', `Mauvais#${attempt}A`)).status);
    }
    expect(statuses.slice(0, MAX_FAILURES_PER_ACCOUNT)).toEqual(Array(5).fill(401));
    expect(new Set(statuses.slice(MAX_FAILURES_PER_ACCOUNT))).toEqual(new Set([429]));

    const locked = await login('cible@exemple.fr', TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.errors[0].detail).toBe(
      'Trop de tentatives de connexion pour ce compte. Réessayez dans 15 minutes ou réinitialisez votre mot de passe.',
    );
    // Refused attempts are not counted: the lock ends 15 minutes after the 5th failure.
    const failures = await ctx.db
      .select()
      .from(auth_events)
      .where(eq(auth_events.email, 'cible@exemple.fr'));
    expect(failures).toHaveLength(MAX_FAILURES_PER_ACCOUNT);

    await ctx.db
      .update(auth_events)
      .set({ created_at: new Date(Date.now() - 16 * 60_000) })
      .where(eq(auth_events.email, 'cible@exemple.fr'));
    expect((await login('cible@exemple.fr', TEST_PASSWORD)).status).toBe(200);
  });

  it('locks an IP that tries many accounts', async () => {
    for (let attempt = 0; attempt < MAX_FAILURES_PER_IP; attempt += 1) {
      expect((await login(`balayage${attempt}@exemple.fr`, 'Mauvais#1A')).status).toBe(401);
    }
    const user = await createUser(ctx.db, { email: 'innocent@exemple.fr' });
    const response = await login(user.email, TEST_PASSWORD);
    expect(response.status).toBe(429);
    expect(response.body.errors[0].detail).toContain('depuis votre connexion internet');
  });

  it('refuses over-long passwords and malformed addresses with 422', async () => {
    expect((await login('a@exemple.fr', 'x'.repeat(300))).status).toBe(422);
    expect((await login('pas-une-adresse', TEST_PASSWORD)).status).toBe(422);
  });
});

describe('sessions: logout and extension (docs/product/accounts.md)', () => {
  async function loggedIn() {
    const user = await createUser(ctx.db);
    const response = await login(user.email, TEST_PASSWORD);
    return { user, token: response.body.data.attributes.token as string };
  }

  it('POST /api/auth/logout revokes the session server-side', async () => {
    const { token } = await loggedIn();
    const client = ctx.client().withToken(token);
    expect((await client.post('/api/auth/logout', {}, { as: 'multipart' })).status).toBe(204);
    const after = await client.get('/api/auth/me');
    expect(after.status).toBe(401);
  });

  it('POST /api/auth/extend adds 60 s per navigation (one per elapsed minute)', async () => {
    const { user, token } = await loggedIn();
    // Three minutes went by since the login (no more minutes than elapsed).
    await ctx.db
      .update(sessions)
      .set({ credited_until: new Date(Date.now() - 3 * 60_000) })
      .where(eq(sessions.utilisateur_id, user.id));
    const [before] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.utilisateur_id, user.id));
    const response = await ctx
      .client()
      .withToken(token)
      .post('/api/auth/extend', { navigations: 3 });
    expect(response.status).toBe(200);
    expect(new Date(response.body.data.expires_at).getTime()).toBe(
      before!.expires_at.getTime() + 3 * 60_000,
    );
  });

  it('does not extend an expired session, nor accept absurd counts', async () => {
    const { user, token } = await loggedIn();
    const client = ctx.client().withToken(token);
    expect((await client.post('/api/auth/extend', { navigations: 1000 })).status).toBe(422);
    expect((await client.post('/api/auth/extend', { navigations: 0 })).status).toBe(422);
    await ctx.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(sessions.utilisateur_id, user.id));
    const response = await client.post('/api/auth/extend', { navigations: 1 });
    expect(response.status).toBe(401);
    expect(response.body.errors[0].detail).toBe(
      'Votre session a expiré. Veuillez vous reconnecter.',
    );
  });
});
