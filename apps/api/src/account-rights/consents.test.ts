import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTexts, TERMS_VERSION } from '@bonneroute/shared/auth';
import { utilisateurs } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

let n = 0;
function signUp(consent: Record<string, string>) {
  n += 1;
  return {
    nom: 'Dubois',
    prenom: 'Inès',
    email: `ines.consent${n}.${Date.now().toString(36)}@exemple.fr`,
    sexe: 'F',
    date_naissance: '1994-02-11',
    password: 'Motdepasse#1',
    password_confirmation: 'Motdepasse#1',
    ...consent,
  };
}

const accountOf = async (email: string) =>
  (await ctx.db.select().from(utilisateurs).where(eq(utilisateurs.email, email)))[0];

describe('consent at sign-up', () => {
  it('refuses a sign-up without the terms accepted, creating nothing', async () => {
    const refusals: Record<string, string>[] = [{}, { cgu: '0' }, { cgu: 'peut-être' }];
    for (const consent of refusals) {
      const body = signUp(consent);
      const response = await ctx.client().post('/api/register', body, { as: 'multipart' });
      expect(response.status).toBe(422);
      expect(response.body.errors[0].detail).toContain(authTexts.termsRequired);
      expect(await accountOf(body.email)).toBeUndefined();
    }
  });

  it('stores the terms version with its date, and the newsletter only when asked for', async () => {
    const before = Date.now();
    const without = signUp({ cgu: '1' });
    expect((await ctx.client().post('/api/register', without, { as: 'multipart' })).status).toBe(
      201,
    );
    const plain = await accountOf(without.email);
    expect(plain!.conditions_version).toBe(TERMS_VERSION);
    expect(plain!.conditions_acceptees_le!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(plain!.newsletter_acceptee_le).toBeNull();

    const withNews = signUp({ cgu: '1', newsletter: '1' });
    expect((await ctx.client().post('/api/register', withNews, { as: 'form' })).status).toBe(201);
    expect((await accountOf(withNews.email))!.newsletter_acceptee_le).not.toBeNull();
  });
});

describe('GET/PUT /api/utilisateurs/{id}/consentements', () => {
  it('lets the member withdraw the newsletter and give it again, dated anew', async () => {
    const first = new Date('2026-06-01T10:00:00Z');
    const member = await createUser(ctx.db, {
      conditions_version: TERMS_VERSION,
      conditions_acceptees_le: first,
      newsletter_acceptee_le: first,
    });
    const client = ctx.client().withToken(await loginAs(ctx.db, member));
    const read = await client.get(`/api/utilisateurs/${member.id}/consentements`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({
      conditions_version: TERMS_VERSION,
      conditions_acceptees_le: first.toISOString(),
      newsletter: 1,
      newsletter_acceptee_le: first.toISOString(),
    });
    const off = await client.put(`/api/utilisateurs/${member.id}/consentements`, {
      newsletter: 0,
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ newsletter: 0, newsletter_acceptee_le: null });
    const on = await client.put(
      `/api/utilisateurs/${member.id}/consentements`,
      { newsletter: '1' },
      { as: 'form' },
    );
    expect(on.body.data.newsletter).toBe(1);
    // A consent given again is dated now: the withdrawn one no longer counts.
    expect(new Date(on.body.data.newsletter_acceptee_le).getTime()).toBeGreaterThan(
      first.getTime(),
    );
  });

  it('is the member’s alone: 401 for a visitor, 403 for anyone else, staff included', async () => {
    const member = await createUser(ctx.db);
    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const path = `/api/utilisateurs/${member.id}/consentements`;
    expect((await ctx.client().get(path)).status).toBe(401);
    const staff = ctx.client().withToken(await loginAs(ctx.db, admin));
    expect((await staff.get(path)).status).toBe(403);
    expect((await staff.put(path, { newsletter: 1 })).status).toBe(403);
    const own = ctx.client().withToken(await loginAs(ctx.db, member));
    const bad = await own.put(path, { newsletter: 'beaucoup' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].detail).toBeTruthy();
  });
});
