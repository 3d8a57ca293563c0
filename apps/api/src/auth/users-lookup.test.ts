import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auth_events } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs } from '../test/factories';
import { MAX_EMAIL_CHECKS_PER_IP } from './throttle';
import { ensureAdmin } from './ensure-admin';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());
beforeEach(async () => {
  await ctx.db.delete(auth_events);
});

const check = (email: string, activated?: string) =>
  ctx.client().get('/api/utilisateurs', {
    query: { 'filter[email]': email, ...(activated ? { 'filter[activated]': activated } : {}) },
  });

describe('GET /api/utilisateurs?filter[email]&filter[activated]=1 (docs/product/accounts.md)', () => {
  it('answers an empty list for a free address', async () => {
    const response = await check('libre@exemple.fr', '1');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: [],
      meta: { current_page: 1, last_page: 1, total: 0, per_page: 1 },
    });
  });

  it('finds a taken address whatever its case or spaces, telling nothing more', async () => {
    await createUser(ctx.db, { email: 'prise@exemple.fr', prenom: 'Secret', nom: 'Caché' });
    const response = await check('  PRISE@exemple.fr ', '1');
    expect(response.body.data).toEqual([{ email: 'prise@exemple.fr' }]);
    expect(response.text).not.toMatch(/Secret|Caché|argon2|"id"/);
  });

  it('honours filter[activated]', async () => {
    await createUser(ctx.db, { email: 'attente@exemple.fr', activated: false });
    expect((await check('attente@exemple.fr', '1')).body.data).toEqual([]);
    expect((await check('attente@exemple.fr', '0')).body.data).toHaveLength(1);
    expect((await check('attente@exemple.fr')).body.data).toHaveLength(1);
  });

  it('limits how many addresses one visitor IP may test', async () => {
    for (let index = 0; index < MAX_EMAIL_CHECKS_PER_IP; index += 1) {
      expect((await check(`essai${index}@exemple.fr`, '1')).status).toBe(200);
    }
    const refused = await check('encore@exemple.fr', '1');
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].detail).toBe(
      'Trop de vérifications d’adresse email. Réessayez dans quelques minutes.',
    );
  });
});

describe('roles (enforced by the server)', () => {
  it('lists users only for ADMIN and MANAGER', async () => {
    const user = await createUser(ctx.db);
    const manager = await createUser(ctx.db, { role: 'MANAGER' });
    const admin = await createUser(ctx.db, { role: 'ADMIN' });

    expect((await ctx.client().get('/api/utilisateurs')).status).toBe(401);
    const asUser = await ctx
      .client()
      .withToken(await loginAs(ctx.db, user))
      .get('/api/utilisateurs');
    expect(asUser.status).toBe(403);
    expect(asUser.body.errors[0].detail).toBe('Vous n’avez pas le droit d’effectuer cette action.');

    for (const staff of [manager, admin]) {
      const response = await ctx
        .client()
        .withToken(await loginAs(ctx.db, staff))
        .get('/api/utilisateurs', { query: { page: '1' } });
      expect(response.status).toBe(200);
      expect(response.body.meta.total).toBeGreaterThanOrEqual(3);
      expect(response.body.data[0]).toHaveProperty('role');
      expect(response.text).not.toContain('argon2');
    }
  });

  it('ADMIN_EMAIL / ADMIN_PASSWORD make an administrator who can log in', async () => {
    await ensureAdmin(ctx.db, 'Chef@BonneRoute.fr', 'Admin#secret2026');
    const response = await ctx
      .client()
      .post('/api/login', { email: 'chef@bonneroute.fr', password: 'Admin#secret2026' });
    expect(response.status).toBe(200);
    const me = await ctx
      .client()
      .withToken(response.body.data.attributes.token)
      .get('/api/auth/me');
    expect(me.body.data.role).toBe('ADMIN');
  });
});
