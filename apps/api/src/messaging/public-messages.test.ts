import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('contact form', () => {
  it('stores a visitor’s request for the admins, refuses bad input, then stops a flood', async () => {
    const visitor = ctx.client();
    const bad = await visitor.post(
      '/api/admin/public-message',
      { nom: 'Léa', email: 'pas-une-adresse', message: 'Bonjour' },
      { as: 'multipart' },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0].detail).toContain('Cette adresse e-mail n’est pas valide.');
    const long = await visitor.post('/api/admin/public-message', {
      nom: 'Léa',
      email: 'lea@exemple.fr',
      message: 'x'.repeat(251),
    });
    expect(long.status).toBe(422);
    expect(long.body.errors[0].detail).toContain('250 caractères');
    const longName = await visitor.post('/api/admin/public-message', {
      nom: 'L'.repeat(181),
      email: 'lea@exemple.fr',
      message: 'Bonjour',
    });
    expect(longName.status).toBe(422);

    const sent = await visitor.post(
      '/api/admin/public-message',
      {
        nom: 'Léa <b>Martin</b>',
        email: 'lea@exemple.fr',
        message: 'Puis-je voyager avec un chien ?',
      },
      { as: 'multipart' },
    );
    expect(sent.status).toBe(201);

    const admin = await createUser(ctx.db, { role: 'ADMIN' });
    const adminClient = ctx.client().withToken(await loginAs(ctx.db, admin));
    const list = await adminClient.get('/api/admin/public-messages');
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({
      nom: 'Léa <b>Martin</b>',
      email: 'lea@exemple.fr',
      message: 'Puis-je voyager avec un chien ?',
    });
    expect(list.body.data[0].ip).toBeUndefined();
    const member = ctx.client().withToken(await loginAs(ctx.db, await createUser(ctx.db)));
    expect((await member.get('/api/admin/public-messages')).status).toBe(403);

    for (const n of [2, 3]) {
      const again = await visitor.post('/api/admin/public-message', {
        nom: 'Léa',
        email: 'lea@exemple.fr',
        message: `Relance ${n}`,
      });
      expect(again.status).toBe(201);
    }
    const flood = await visitor.post('/api/admin/public-message', {
      nom: 'Léa',
      email: 'lea@exemple.fr',
      message: 'Encore',
    });
    expect(flood.status).toBe(429);
    expect(flood.body.errors[0].detail).toMatch(/Patientez une heure/);
    expect((await adminClient.get('/api/admin/public-messages')).body.meta.total).toBe(3);
  });
});
