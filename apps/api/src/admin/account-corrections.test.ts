import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin_audit, ibans, notifications, telephones, utilisateurs } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs, type UserRow } from '../test/factories';
import type { TestClient } from '../test/test-client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const IBAN = 'FR1420041010050500013M02606';
const PIRATE_IBAN = 'FR7630006000011234567890189';
const ibanForm = (iban: string) => ({
  iban,
  prenom: 'Camille',
  nom: 'Martin',
  adresse: '3 rue des Lilas',
  ville: 'Lyon',
  code_postal: '69001',
  pays: 'FR',
  bic: '',
});

async function as(
  role: 'ADMIN' | 'MANAGER' | 'USER',
): Promise<{ user: UserRow; client: TestClient }> {
  const user = await createUser(ctx.db, { role });
  return { user, client: ctx.client().withToken(await loginAs(ctx.db, user)) };
}

/** A driver with an IBAN, a phone, an avatar and an identity of their own. */
async function driverWithAccount() {
  const driver = await as('USER');
  const base = `/api/utilisateurs/${driver.user.id}`;
  expect((await driver.client.post(`${base}/iban`, ibanForm(IBAN))).status).toBe(200);
  expect((await driver.client.post(`${base}/telephone`, { telephone: '0612345678' })).status).toBe(
    200,
  );
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#3366cc' },
  })
    .png()
    .toBuffer();
  const avatar = await driver.client.post(
    `${base}/avatar`,
    { avatar: { filename: 'moi.png', contentType: 'image/png', data: png } },
    { as: 'multipart' },
  );
  expect(avatar.status).toBe(200);
  return { ...driver, base };
}

async function accountOf(userId: number) {
  const [user] = await ctx.db.select().from(utilisateurs).where(eq(utilisateurs.id, userId));
  const [iban] = await ctx.db.select().from(ibans).where(eq(ibans.utilisateur_id, userId));
  const [phone] = await ctx.db
    .select()
    .from(telephones)
    .where(eq(telephones.utilisateur_id, userId));
  return {
    nom: user!.nom,
    avatar: user!.avatar,
    iban: iban?.iban ?? null,
    phone: phone?.numero ?? null,
  };
}

describe('the team never writes a member’s data as the member', () => {
  it('refuses a MANAGER and an ADMIN every write on another member’s account, and changes nothing', async () => {
    const driver = await driverWithAccount();
    const before = await accountOf(driver.user.id);
    for (const role of ['MANAGER', 'ADMIN'] as const) {
      const { client } = await as(role);
      const png = { filename: 'x.png', contentType: 'image/png', data: Buffer.from('x') };
      const writes = {
        iban: await client.post(`${driver.base}/iban`, ibanForm(PIRATE_IBAN)),
        telephone: await client.post(`${driver.base}/telephone`, { telephone: '0698765432' }),
        identite: await client.put(driver.base, { nom: 'Pirate' }),
        info: await client.post(`${driver.base}/info`, { nationalite: 'FR', pays_residence: 'FR' }),
        avatar: await client.post(`${driver.base}/avatar`, { avatar: png }, { as: 'multipart' }),
        document: await client.post(
          `${driver.base}/document`,
          { type_doc_code: 'CNI', document: png },
          { as: 'multipart' },
        ),
        vehicule: await client.post('/api/vehicules', {
          marque: 'Renault',
          modele: 'Clio',
          couleur: 'Bleu',
          utilisateur_id: driver.user.id,
        }),
      };
      expect(Object.fromEntries(Object.entries(writes).map(([k, r]) => [k, r.status]))).toEqual(
        Object.fromEntries(Object.keys(writes).map((k) => [k, 403])),
      );
      // Reading stays possible for support.
      expect((await client.get(`${driver.base}/full`)).status).toBe(200);
    }
    expect(await accountOf(driver.user.id)).toEqual(before);
  });
});

describe('ADMIN corrections, each one journaled with before and after', () => {
  it('removes an IBAN (masked in the journal), tells the member, and refuses a MANAGER', async () => {
    const driver = await driverWithAccount();
    const manager = await as('MANAGER');
    const url = `/api/admin/utilisateurs/${driver.user.id}/corrections/iban`;
    const refused = await manager.client.post(url, { motif: 'IBAN signalé' });
    expect(refused.status).toBe(403);
    expect((await accountOf(driver.user.id)).iban).toBe(IBAN);

    const admin = await as('ADMIN');
    const noReason = await admin.client.post(url, {});
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0].detail).toContain('motif');
    const done = await admin.client.post(url, { motif: 'IBAN d’un tiers signalé par la banque' });
    expect(done.status).toBe(200);
    expect((await accountOf(driver.user.id)).iban).toBeNull();

    const [entry] = await ctx.db
      .select()
      .from(admin_audit)
      .where(
        and(eq(admin_audit.action, 'corriger-compte'), eq(admin_audit.cible_id, driver.user.id)),
      );
    expect(entry).toMatchObject({ auteur_id: admin.user.id, cible_type: 'utilisateur' });
    expect(entry!.details).toEqual({
      champ: 'iban',
      motif: 'IBAN d’un tiers signalé par la banque',
      avant: { iban: 'FR14••••2606' },
      apres: { iban: null },
    });
    expect(JSON.stringify(entry!.details)).not.toContain('20041010');
    const [note] = await ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.utilisateur_id, driver.user.id));
    expect(note).toBeDefined();
    const journal = await manager.client.get('/api/admin/journal');
    expect(JSON.stringify(journal.body)).toContain('corriger-compte');
  });

  it('corrects an identity, removes a phone and an avatar, each with before and after', async () => {
    const driver = await driverWithAccount();
    const admin = await as('ADMIN');
    const base = `/api/admin/utilisateurs/${driver.user.id}/corrections`;
    const before = await accountOf(driver.user.id);

    const identity = await admin.client.post(`${base}/identite`, {
      motif: 'Nom lu sur la pièce d’identité',
      nom: 'Martin-Durand',
    });
    expect(identity.status).toBe(200);
    expect(identity.body.data.nom).toBe('Martin-Durand');
    const nothing = await admin.client.post(`${base}/identite`, { motif: 'Rien' });
    expect(nothing.status).toBe(422);
    expect(
      (await admin.client.post(`${base}/telephone`, { motif: 'Numéro d’un tiers' })).status,
    ).toBe(200);
    expect(
      (await admin.client.post(`${base}/avatar`, { motif: 'Photo inappropriée' })).status,
    ).toBe(200);
    expect(await accountOf(driver.user.id)).toMatchObject({
      nom: 'Martin-Durand',
      phone: null,
      avatar: null,
    });

    const entries = await ctx.db
      .select({ details: admin_audit.details })
      .from(admin_audit)
      .where(
        and(eq(admin_audit.action, 'corriger-compte'), eq(admin_audit.cible_id, driver.user.id)),
      )
      .orderBy(admin_audit.id);
    expect(entries.map((row) => row.details)).toEqual([
      {
        champ: 'identite',
        motif: 'Nom lu sur la pièce d’identité',
        avant: { nom: before.nom },
        apres: { nom: 'Martin-Durand' },
      },
      {
        champ: 'telephone',
        motif: 'Numéro d’un tiers',
        avant: { numero: '+33612345678', verifie: false },
        apres: { numero: null },
      },
      {
        champ: 'avatar',
        motif: 'Photo inappropriée',
        avant: { avatar: before.avatar },
        apres: { avatar: null },
      },
    ]);
    // The avatar file itself is gone.
    expect((await ctx.client().get(before.avatar!)).status).toBe(404);
    const unknown = await admin.client.post('/api/admin/utilisateurs/999999/corrections/avatar', {
      motif: 'x',
    });
    expect(unknown.status).toBe(404);
  });
});
