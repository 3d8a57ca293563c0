import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { countryOptions } from '@bonneroute/shared/user-space';
import { createTestContext, type TestContext } from '../test/test-app';
import { createBooking, createTrip, createUser, loginAs } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, overrides);
  return { user, client: ctx.client().withToken(await loginAs(ctx.db, user)) };
}

const yearsAgo = (years: number, days = 0) =>
  addDays(`${Number(todayInParis().slice(0, 4)) - years}${todayInParis().slice(4)}`, days);

describe('profile general', () => {
  it('creates the extra info on first save, then updates it', async () => {
    const { user, client } = await signedIn();
    expect((await client.get(`/api/utilisateurs/${user.id}/info`)).body).toEqual({ data: [] });

    const created = await client.post(
      `/api/utilisateurs/${user.id}/info`,
      {
        nationalite: 'FR',
        pays_residence: 'be',
        adresse: '3 rue des Lilas',
        ville: 'Namur',
        code_postal: '5000',
      },
      { as: 'multipart' },
    );
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      nationalite: 'FR',
      pays_residence: 'BE',
      ville: 'Namur',
    });

    const updated = await client.put(
      `/api/utilisateurs/${user.id}/info/${created.body.data.id}`,
      { nationalite: 'FR', pays_residence: 'FR', adresse: '', ville: 'Lyon', code_postal: '69001' },
      { as: 'form' },
    );
    expect(updated.status).toBe(200);
    const list = await client.get(`/api/utilisateurs/${user.id}/info`);
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ pays_residence: 'FR', adresse: null, ville: 'Lyon' });
  });

  it('refuses a missing nationalité with the documented message and keeps the stored info', async () => {
    const { user, client } = await signedIn();
    const created = await client.post(`/api/utilisateurs/${user.id}/info`, {
      nationalite: 'FR',
      pays_residence: 'FR',
    });
    const refused = await client.put(`/api/utilisateurs/${user.id}/info/${created.body.data.id}`, {
      nationalite: '',
      pays_residence: 'CH',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toContain(
      'Un des champs requis n’est pas renseigné. Veuillez le remplir pour valider la saisie.',
    );
    const full = await client.get(`/api/utilisateurs/${user.id}/full`);
    expect(full.body.data).toMatchObject({ nationalite: 'FR', pays_residence: 'FR' });
  });

  it('accepts every country the forms offer and refuses withdrawn or uninhabited codes', async () => {
    const { user, client } = await signedIn();
    for (const { code } of countryOptions()) {
      const saved = await client.post(`/api/utilisateurs/${user.id}/info`, {
        nationalite: code,
        pays_residence: 'FR',
      });
      expect(saved.status, code).toBeLessThan(300);
    }
    for (const code of ['AQ', 'SU', 'YU', 'UK']) {
      const refused = await client.post(`/api/utilisateurs/${user.id}/info`, {
        nationalite: 'FR',
        pays_residence: code,
      });
      expect(refused.status, code).toBe(422);
      expect(refused.body.errors[0].detail).toContain('Ce pays n’est pas dans la liste.');
    }
  });

  it('updates nom, prénom, sexe and the birth date alone (16 to 90 years)', async () => {
    const { user, client } = await signedIn({ date_naissance: null });
    expect((await client.get(`/api/utilisateurs/${user.id}/full`)).body.data.date_naissance).toBe(
      '0000-00-00',
    );
    const identity = await client.put(
      `/api/utilisateurs/${user.id}`,
      { nom: 'Durand', prenom: 'Léa', sexe: 'X' },
      { as: 'form' },
    );
    expect(identity.status).toBe(200);
    expect(identity.body.data).toMatchObject({ nom: 'Durand', prenom: 'Léa', sexe: 'X' });

    const tooYoung = await client.put(`/api/utilisateurs/${user.id}`, {
      date_naissance: yearsAgo(16, 1),
    });
    expect(tooYoung.status).toBe(422);
    expect(tooYoung.body.errors[0].detail).toBe('Vous devez avoir entre 16 et 90 ans.');
    const tooOld = await client.put(`/api/utilisateurs/${user.id}`, {
      date_naissance: yearsAgo(91),
    });
    expect(tooOld.status).toBe(422);

    const ok = await client.put(`/api/utilisateurs/${user.id}`, { date_naissance: yearsAgo(16) });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ date_naissance: yearsAgo(16), nom: 'Durand' });
  });

  it('lets an ADMIN or a MANAGER read a user, and nobody else', async () => {
    const { user } = await signedIn();
    const { client: admin } = await signedIn({ role: 'ADMIN' });
    const { client: manager } = await signedIn({ role: 'MANAGER' });
    const { client: other } = await signedIn();
    expect((await admin.get(`/api/utilisateurs/${user.id}/full`)).status).toBe(200);
    expect((await manager.get(`/api/utilisateurs/${user.id}/full`)).status).toBe(200);
    expect((await other.get(`/api/utilisateurs/${user.id}/full`)).status).toBe(403);
    expect((await ctx.client().get(`/api/utilisateurs/${user.id}/full`)).status).toBe(401);
  });
});

describe('dashboard badges', () => {
  it('earns ROOKIE with a validated e-mail and progresses towards FILOU', async () => {
    const { user, client } = await signedIn();
    const first = await client.get(`/api/utilisateurs/${user.id}/tableau-de-bord`);
    expect(first.body.data.badges).toMatchObject({
      rookie: true,
      filou: { obtenu: false, progression: 0 },
    });

    const shared = await client.post(`/api/utilisateurs/${user.id}/partages`, {
      canal: 'whatsapp',
    });
    expect(shared.status).toBe(200);
    const trip = await createTrip(ctx.db);
    await createBooking(ctx.db, { trip, passenger: user, statut: 'EN_ATTENTE' });
    const pending = await client.get(`/api/utilisateurs/${user.id}/tableau-de-bord`);
    expect(pending.body.data.badges.filou.conditions).toEqual([
      { code: 'profil_complet', fait: false },
      { code: 'trajet_rejoint', fait: false },
      { code: 'site_partage', fait: true },
    ]);
    expect(pending.body.data.badges.filou.progression).toBe(33);

    await createBooking(ctx.db, { trip, passenger: user });
    const joined = await client.get(`/api/utilisateurs/${user.id}/tableau-de-bord`);
    expect(joined.body.data.badges.filou.progression).toBe(67);
  });

  it('ticks « Compléter votre profil » once nationality, residence and mobile are filled', async () => {
    const { user, client } = await signedIn();
    const condition = async () =>
      (await client.get(`/api/utilisateurs/${user.id}/tableau-de-bord`)).body.data.badges.filou
        .conditions[0];
    expect(await condition()).toEqual({ code: 'profil_complet', fait: false });
    await client.post(`/api/utilisateurs/${user.id}/info`, {
      nationalite: 'FR',
      pays_residence: 'BE',
    });
    expect(await condition()).toEqual({ code: 'profil_complet', fait: false });
    const phone = await client.post(`/api/utilisateurs/${user.id}/telephone`, {
      telephone: '0612345678',
    });
    expect(phone.status).toBe(200);
    expect(await condition()).toEqual({ code: 'profil_complet', fait: true });
  });

  it('has no ROOKIE before the e-mail is validated', async () => {
    const { user, client } = await signedIn({ activated: false, email_valide_le: null });
    const response = await client.get(`/api/utilisateurs/${user.id}/tableau-de-bord`);
    expect(response.body.data.badges.rookie).toBe(false);
  });
});
