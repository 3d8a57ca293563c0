import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, ibans } from '../db/schema';
import { createUser } from '../test/factories';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function saveIban(userId: number) {
  await ctx.db.insert(ibans).values({
    utilisateur_id: userId,
    iban: 'FR1420041010050500013M02606',
    prenom: 'Didier',
    nom: 'Roule',
    adresse: '1 rue de la Paix',
    ville: 'Paris',
    code_postal: '75002',
    pays: 'FR',
  });
}

async function addDocument(userId: number, type: string, verified: boolean) {
  await ctx.db.insert(documents).values({
    utilisateur_id: userId,
    type_doc_code: type,
    fichier: `${userId}-${type}.pdf`,
    mimetype: 'application/pdf',
    is_verifie: verified,
  });
}

describe('who can be paid out', () => {
  it('is a driver with an IBAN and a verified identity card or passport', async () => {
    const driver = await createUser(ctx.db);
    await saveIban(driver.id);
    await addDocument(driver.id, 'CNI', true);
    expect(await ctx.app.payoutAccounts.payableAccount(driver.id)).toEqual({
      iban: 'FR1420041010050500013M02606',
      holderName: 'Didier Roule',
      holderAddress: { line: '1 rue de la Paix', city: 'Paris', postcode: '75002', country: 'FR' },
    });
  });

  it('is nobody whose identity is not verified, or who has no IBAN', async () => {
    const waiting = await createUser(ctx.db);
    await saveIban(waiting.id);
    await addDocument(waiting.id, 'PASSPORT', false);
    await addDocument(waiting.id, 'PERMIS', true); // a driving licence is not an identity check
    expect(await ctx.app.payoutAccounts.payableAccount(waiting.id)).toBeNull();

    const noIban = await createUser(ctx.db);
    await addDocument(noIban.id, 'CNI', true);
    expect(await ctx.app.payoutAccounts.payableAccount(noIban.id)).toBeNull();
  });
});
