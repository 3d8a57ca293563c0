import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminTexts } from '@bonneroute/shared/admin';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, lastEmailTo, linkPathIn, loginAs } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function staffClient(role: 'ADMIN' | 'MANAGER') {
  const staff = await createUser(ctx.db, { role });
  return { staff, client: ctx.client().withToken(await loginAs(ctx.db, staff)) };
}

describe('admin access', () => {
  const reads = ['/api/admin/inscriptions', '/api/admin/emails', '/api/admin/journal'];

  it('refuses visitors (401) and regular users (403) on every admin call', async () => {
    const user = await createUser(ctx.db);
    const client = ctx.client().withToken(await loginAs(ctx.db, user));
    for (const path of reads) {
      expect((await ctx.client().get(path)).status).toBe(401);
      const refused = await client.get(path);
      expect(refused.status).toBe(403);
      expect(refused.body.errors[0].detail).toBe(adminTexts.staffOnly);
    }
    const remind = await client.post('/api/admin/inscriptions', { utilisateur_id: user.id });
    expect(remind.status).toBe(403);
  });

  it('lets ADMIN and MANAGER read the admin lists', async () => {
    for (const role of ['ADMIN', 'MANAGER'] as const) {
      const { client } = await staffClient(role);
      for (const path of reads) expect((await client.get(path)).status).toBe(200);
    }
  });
});

describe('admin list pages', () => {
  it('pages the users 20 at a time, answers an empty page past the last and 422 out of range', async () => {
    const { client } = await staffClient('ADMIN');
    const first = await client.get('/api/admin/utilisateurs');
    expect(first.status).toBe(200);
    const { total } = first.body.meta;
    expect(first.body.meta).toEqual({
      current_page: 1,
      last_page: Math.max(1, Math.ceil(total / 20)),
      total,
      per_page: 20,
    });
    expect(first.body.data).toHaveLength(Math.min(total, 20));
    const far = await client.get('/api/admin/utilisateurs?page=100000');
    expect(far.status).toBe(200);
    expect(far.body).toEqual({ data: [], meta: { ...first.body.meta, current_page: 100000 } });
    for (const page of ['0', '-3', 'deux', '2.5', '100001']) {
      for (const path of ['/api/admin/utilisateurs', '/api/admin/trajets', '/api/admin/journal']) {
        const refused = await client.get(`${path}?page=${page}`);
        expect(refused.status, `${path}?page=${page}`).toBe(422);
        expect(refused.body.errors[0].detail).toMatch(/page/);
      }
    }
  });
});

describe('registration reminders', () => {
  it('lists accounts not validated, oldest first, and reminds one once per admin session', async () => {
    const pending = await createUser(ctx.db, { activated: false, email_valide_le: null });
    const validated = await createUser(ctx.db);
    const { staff, client } = await staffClient('MANAGER');

    const list = await client.get('/api/admin/inscriptions');
    const ids = list.body.data.map((row: { id: number }) => row.id);
    expect(ids).toContain(pending.id);
    expect(ids).not.toContain(validated.id);
    expect(list.body.data.find((row: { id: number }) => row.id === pending.id)).toMatchObject({
      email: pending.email,
      relance_envoyee: 0,
      nb_relances: 0,
      derniere_relance: null,
    });

    const sent = await client.post('/api/admin/inscriptions', { utilisateur_id: pending.id });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({ data: { utilisateur_id: pending.id, relance_envoyee: 1 } });
    const mail = await lastEmailTo(ctx.db, pending.email);
    expect(mail).toMatchObject({ template: 'relance-inscription' });
    // The reminder carries a working validation link.
    const verify = await ctx.client().post('/api/register/verify', {
      hash: linkPathIn(mail!.text, '/validation-email/').split('/')[2],
    });
    expect(verify.status).toBeLessThan(300);

    const again = await client.post('/api/admin/inscriptions', { utilisateur_id: pending.id });
    expect(again.status).toBe(422); // validated in the meantime
    expect(again.body.errors[0].detail).toBe(adminTexts.reminderAccountActivated);

    const journal = await client.get('/api/admin/journal');
    expect(journal.body.data[0]).toMatchObject({
      auteur_id: staff.id,
      action: 'relancer-inscription',
      cible_type: 'utilisateur',
      cible_id: pending.id,
    });
  });

  it('refuses a second reminder in the same session and allows it in another one', async () => {
    const pending = await createUser(ctx.db, { activated: false, email_valide_le: null });
    const { staff, client } = await staffClient('ADMIN');
    const [first, second] = await Promise.all([
      client.post('/api/admin/inscriptions', { utilisateur_id: pending.id }),
      client.post('/api/admin/inscriptions', { utilisateur_id: pending.id }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const refused = first.status === 409 ? first : second;
    expect(refused.body.errors[0].detail).toBe(adminTexts.reminderAlreadySent);

    const row = (await client.get('/api/admin/inscriptions')).body.data.find(
      (entry: { id: number }) => entry.id === pending.id,
    );
    expect(row).toMatchObject({ relance_envoyee: 1, nb_relances: 1 });
    expect(row.derniere_relance).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const otherSession = ctx.client().withToken(await loginAs(ctx.db, staff));
    const otherRow = (await otherSession.get('/api/admin/inscriptions')).body.data.find(
      (entry: { id: number }) => entry.id === pending.id,
    );
    expect(otherRow.relance_envoyee).toBe(0);
    expect(
      (await otherSession.post('/api/admin/inscriptions', { utilisateur_id: pending.id })).status,
    ).toBe(201);
  });

  it('answers bad requests with a French detail and sends nothing', async () => {
    const { client } = await staffClient('ADMIN');
    const unknown = await client.post('/api/admin/inscriptions', { utilisateur_id: 99_999_999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].detail).toBe(adminTexts.unknownUser);
    const garbage = await client.post('/api/admin/inscriptions', { utilisateur_id: 'abc' });
    expect(garbage.status).toBe(422);
    expect(garbage.body.errors[0].detail).toContain('Choisissez un utilisateur.');
  });
});

describe('outbox', () => {
  it('lists the stored e-mails newest first and shows one whole', async () => {
    const pending = await createUser(ctx.db, { activated: false, email_valide_le: null });
    const { client } = await staffClient('ADMIN');
    await client.post('/api/admin/inscriptions', { utilisateur_id: pending.id });
    const list = await client.get('/api/admin/emails');
    expect(list.status).toBe(200);
    const newest = list.body.data[0];
    expect(newest).toMatchObject({
      recipient: pending.email,
      template: 'relance-inscription',
      subject: 'Votre inscription sur BonneRoute n’est pas terminée',
    });
    const detail = await client.get(`/api/admin/emails/${newest.id}`);
    expect(detail.body.data.html).toContain('Valider mon adresse email');
    expect(detail.body.data.text).toContain('/validation-email/');
    const missing = await client.get('/api/admin/emails/99999999');
    expect(missing.status).toBe(404);
    expect(missing.body.errors[0].detail).toBe(adminTexts.unknownEmail);
  });
});
