import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAR_BRANDS } from '@bonneroute/shared/user-space';
import { ibans } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs } from '../test/factories';

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

const VALID_IBAN = 'FR14 2004 1010 0505 0001 3M02 606';
const ibanForm = {
  iban: VALID_IBAN,
  prenom: 'Camille',
  nom: 'Martin',
  adresse: '3 rue des Lilas',
  ville: 'Lyon',
  code_postal: '69001',
  pays: 'FR',
  bic: '',
};

describe('vehicles', () => {
  it('ships at least 40 brands', () => {
    expect(CAR_BRANDS.length).toBeGreaterThanOrEqual(40);
  });

  it('adds a vehicle from the lists and deletes it', async () => {
    const { user, client } = await signedIn();
    const added = await client.post(
      '/api/vehicules',
      { marque: 'Renault', modele: 'Clio', couleur: 'Bleu', utilisateur_id: user.id },
      { as: 'multipart' },
    );
    expect(added.status).toBe(201);
    const list = await client.get(`/api/utilisateurs/${user.id}/vehicules`);
    expect(list.body.data).toEqual([
      expect.objectContaining({ marque: 'Renault', modele: 'Clio' }),
    ]);
    const gone = await client.delete(
      `/api/utilisateurs/${user.id}/vehicules/${added.body.data.id}`,
    );
    expect(gone.status).toBe(204);
    expect((await client.get(`/api/utilisateurs/${user.id}/vehicules`)).body.data).toEqual([]);
  });

  it('refuses a model that is not the brand’s, and a vehicle for someone else', async () => {
    const { user, client } = await signedIn();
    const wrong = await client.post('/api/vehicules', {
      marque: 'Renault',
      modele: 'Golf',
      couleur: 'Bleu',
      utilisateur_id: user.id,
    });
    expect(wrong.status).toBe(422);
    const other = await createUser(ctx.db);
    const foreign = await client.post('/api/vehicules', {
      marque: 'Renault',
      modele: 'Clio',
      couleur: 'Bleu',
      utilisateur_id: other.id,
    });
    expect(foreign.status).toBe(403);
  });

  it('does not delete another user’s vehicle through one’s own URL', async () => {
    const { user: owner, client: ownerClient } = await signedIn();
    const added = await ownerClient.post('/api/vehicules', {
      marque: 'Peugeot',
      modele: '208',
      couleur: 'Noir',
      utilisateur_id: owner.id,
    });
    const { user, client } = await signedIn();
    const response = await client.delete(
      `/api/utilisateurs/${user.id}/vehicules/${added.body.data.id}`,
    );
    expect(response.status).toBe(404);
    expect(
      (await ownerClient.get(`/api/utilisateurs/${owner.id}/vehicules`)).body.data,
    ).toHaveLength(1);
  });
});

describe('IBAN', () => {
  it('saves a valid IBAN and only ever shows it masked', async () => {
    const { user, client } = await signedIn();
    expect((await client.get(`/api/utilisateurs/${user.id}/iban`)).body).toEqual({ data: null });
    const saved = await client.post(`/api/utilisateurs/${user.id}/iban`, ibanForm, { as: 'form' });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ prenom: 'Camille', pays: 'FR', bic: null });
    expect(saved.body.data.IBAN).toBe('FR14 •••• •••• •••• •••• •••2 606');
    expect(saved.text).not.toContain('20041010');
    const [row] = await ctx.db.select().from(ibans).where(eq(ibans.utilisateur_id, user.id));
    expect(row!.iban).toBe('FR1420041010050500013M02606');
  });

  it('refuses a wrong checksum with a French message and keeps the stored IBAN', async () => {
    const { user, client } = await signedIn();
    await client.post(`/api/utilisateurs/${user.id}/iban`, ibanForm);
    const refused = await client.post(`/api/utilisateurs/${user.id}/iban`, {
      ...ibanForm,
      iban: 'FR15 2004 1010 0505 0001 3M02 606',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toContain('Cet IBAN n’est pas valide');
    const [row] = await ctx.db.select().from(ibans).where(eq(ibans.utilisateur_id, user.id));
    expect(row!.iban).toBe('FR1420041010050500013M02606');
  });

  it('requires nom, prénom, adresse, ville and code postal', async () => {
    const { user, client } = await signedIn();
    const refused = await client.post(`/api/utilisateurs/${user.id}/iban`, {
      ...ibanForm,
      ville: '',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toContain('Un des champs requis');
  });
});
