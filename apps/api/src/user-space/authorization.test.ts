import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { createTrip, createUser, loginAs } from '../test/factories';
import { paymentForm } from '../booking/booking-test-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

/**
 * Authorization: user A gets 403 on every one of B's `/utilisateurs/{id}/...`
 * endpoints, and B's data is unchanged.
 */
describe('cross-user access', () => {
  it('answers 403 to user A on each of user B’s endpoints', async () => {
    const alice = await createUser(ctx.db);
    const bob = await createUser(ctx.db, { nom: 'Bobet' });
    const client = ctx.client().withToken(await loginAs(ctx.db, alice));
    const b = `/api/utilisateurs/${bob.id}`;
    const trip = await createTrip(ctx.db);
    const png = { filename: 'a.png', contentType: 'image/png', data: Buffer.from('x') };
    const calls: [string, () => Promise<{ status: number }>][] = [
      ['GET full', () => client.get(`${b}/full`)],
      ['GET tableau-de-bord', () => client.get(`${b}/tableau-de-bord`)],
      ['PUT utilisateur', () => client.put(b, { nom: 'Pirate' })],
      ['GET info', () => client.get(`${b}/info`)],
      ['POST info', () => client.post(`${b}/info`, { nationalite: 'FR', pays_residence: 'FR' })],
      ['PUT info', () => client.put(`${b}/info/1`, { nationalite: 'FR', pays_residence: 'FR' })],
      ['POST partages', () => client.post(`${b}/partages`, {})],
      ['POST telephone', () => client.post(`${b}/telephone`, { telephone: '0612345678' })],
      ['POST verification', () => client.post(`${b}/telephone/verification`, { code: '123456' })],
      ['POST avatar', () => client.post(`${b}/avatar`, { avatar: png }, { as: 'multipart' })],
      [
        'POST document',
        () =>
          client.post(
            `${b}/document`,
            { type_doc_code: 'CNI', document: png },
            { as: 'multipart' },
          ),
      ],
      ['GET documents', () => client.get(`${b}/documents`)],
      ['GET document file', () => client.get(`${b}/documents/CNI`)],
      ['GET vehicules', () => client.get(`${b}/vehicules`)],
      ['DELETE vehicule', () => client.delete(`${b}/vehicules/1`)],
      [
        'POST vehicules',
        () =>
          client.post('/api/vehicules', {
            marque: 'Renault',
            modele: 'Clio',
            couleur: 'Bleu',
            utilisateur_id: bob.id,
          }),
      ],
      ['GET iban', () => client.get(`${b}/iban`)],
      ['POST iban', () => client.post(`${b}/iban`, { iban: 'FR1420041010050500013M02606' })],
      ['GET notifications', () => client.get(`${b}/notifications`)],
      ['GET paiements', () => client.get(`${b}/paiements?filter[status]=PAIEMENT_REUSSI`)],
      ['POST paiements', () => client.post(`${b}/paiements`, paymentForm(trip), { as: 'form' })],
      ['GET cartes', () => client.get(`${b}/cartes`)],
      ['GET messages', () => client.get(`${b}/messages`)],
      ['POST notifications lues', () => client.post(`${b}/notifications/lues`, {})],
    ];
    const statuses = Object.fromEntries(
      await Promise.all(calls.map(async ([name, call]) => [name, (await call()).status] as const)),
    );
    expect(statuses).toEqual(Object.fromEntries(calls.map(([name]) => [name, 403])));

    const admin = ctx
      .client()
      .withToken(await loginAs(ctx.db, await createUser(ctx.db, { role: 'ADMIN' })));
    const full = await admin.get(`${b}/full`);
    expect(full.body.data).toMatchObject({ nom: 'Bobet', nationalite: null, avatar: null });
    expect(full.body.data.telephone_infos.numero).toBeNull();
  });
});
