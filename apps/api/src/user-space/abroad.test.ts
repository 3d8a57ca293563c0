import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ibans, otps_mobiles } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, loginAs } from '../test/factories';

/** What an SMS provider receives: a local one, plugged in by SMS_API_URL like a real one. */
const texts: { to: string; text: string }[] = [];
let smsServer: Server;
let ctx: TestContext;

beforeAll(async () => {
  smsServer = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => (raw += chunk));
    request.on('end', () => {
      texts.push(JSON.parse(raw) as { to: string; text: string });
      response.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => smsServer.listen(0, '127.0.0.1', resolve));
  const { port } = smsServer.address() as AddressInfo;
  ctx = await createTestContext({ env: { SMS_API_URL: `http://127.0.0.1:${port}/sms` } });
});
afterAll(async () => {
  await ctx.close();
  await new Promise<void>((resolve) => smsServer.close(() => resolve()));
});

async function signedIn() {
  const user = await createUser(ctx.db);
  return { user, client: ctx.client().withToken(await loginAs(ctx.db, user)) };
}

describe('mobiles of Belgium, Luxembourg, Switzerland and France', () => {
  it.each([
    ['+32 470 12 34 56', '+32470123456'],
    ['+352 621 123 456', '+352621123456'],
    ['+41 79 123 45 67', '+41791234567'],
    ['06 12 34 56 78', '+33612345678'],
  ])('saves %s as %s and texts the code to that number', async (typed, e164) => {
    const { user, client } = await signedIn();
    const saved = await client.post(`/api/utilisateurs/${user.id}/telephone`, {
      telephone: typed,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ numero: e164, is_verifie: 0, code_envoye: true });

    const [otp] = await ctx.db
      .select()
      .from(otps_mobiles)
      .where(eq(otps_mobiles.utilisateur_id, user.id));
    expect(otp).toMatchObject({ numero: e164, sent: true });
    expect(texts.at(-1)).toEqual({ to: e164, text: expect.stringContaining(otp!.token) });

    const verified = await client.post(`/api/utilisateurs/${user.id}/telephone/verification`, {
      code: otp!.token,
    });
    expect(verified.body.data).toEqual({ numero: e164, is_verifie: 1 });
    const full = await client.get(`/api/utilisateurs/${user.id}/full`);
    expect(full.body.data).toMatchObject({ mobile: e164, telephone_infos: { is_verifie: 1 } });
  });

  it('refuses a landline, a Belgian number without +32 and another country’s mobile', async () => {
    const { user, client } = await signedIn();
    const sentBefore = texts.length;
    for (const [typed, message] of [
      ['+32 2 555 12 12', 'Le numéro de téléphone n’a pas le format requis.'],
      ['0470 12 34 56', 'Le numéro de téléphone n’a pas le format requis.'],
      ['+49 151 23456789', 'Seuls les mobiles de France (+33), de Belgique (+32)'],
    ] as const) {
      const refused = await client.post(`/api/utilisateurs/${user.id}/telephone`, {
        telephone: typed,
      });
      expect(refused.status, typed).toBe(422);
      expect(refused.body.errors[0].detail).toContain(message);
    }
    expect(texts.length).toBe(sentBefore);
  });

  it('sends no second code for the same number typed another way', async () => {
    const { user, client } = await signedIn();
    await client.post(`/api/utilisateurs/${user.id}/telephone`, { telephone: '+32470123456' });
    const again = await client.post(`/api/utilisateurs/${user.id}/telephone`, {
      telephone: '0032 470 12 34 56',
    });
    expect(again.body.data).toMatchObject({ numero: '+32470123456', code_envoye: false });
  });
});

describe('addresses and bank accounts abroad', () => {
  const holder = { prenom: 'Anna', nom: 'Peeters', adresse: 'Rue Neuve 1', bic: '' };

  it.each([
    ['BE68 5390 0754 7034', 'BE', 'Bruxelles', '1000', 'BE68 •••• •••• 7034'],
    ['LU28 0019 4006 4475 0000', 'LU', 'Luxembourg', '1009', 'LU28 •••• •••• •••• 0000'],
    ['CH93 0076 2011 6238 5295 7', 'CH', 'Genève', '1201', 'CH93 •••• •••• •••• •295 7'],
    [
      'FR14 2004 1010 0505 0001 3M02 606',
      'FR',
      'Lyon',
      '69001',
      'FR14 •••• •••• •••• •••• •••2 606',
    ],
  ])('takes the IBAN %s of a holder in %s', async (iban, pays, ville, code_postal, masked) => {
    const { user, client } = await signedIn();
    const saved = await client.post(`/api/utilisateurs/${user.id}/iban`, {
      ...holder,
      iban,
      pays,
      ville,
      code_postal,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ IBAN: masked, pays, code_postal });
    const [row] = await ctx.db.select().from(ibans).where(eq(ibans.utilisateur_id, user.id));
    expect(row!.iban).toBe(iban.replace(/\s/g, ''));
  });

  it('refuses a Belgian IBAN with a wrong key, and a French postcode for a Belgian address', async () => {
    const { user, client } = await signedIn();
    const body = { ...holder, pays: 'BE', ville: 'Bruxelles', code_postal: '1000' };
    const wrongKey = await client.post(`/api/utilisateurs/${user.id}/iban`, {
      ...body,
      iban: 'BE69 5390 0754 7034',
    });
    expect(wrongKey.status).toBe(422);
    expect(wrongKey.body.errors[0].detail).toContain('Cet IBAN n’est pas valide');
    const wrongPostcode = await client.post(`/api/utilisateurs/${user.id}/iban`, {
      ...body,
      iban: 'BE68 5390 0754 7034',
      code_postal: '75001',
    });
    expect(wrongPostcode.status).toBe(422);
    expect(wrongPostcode.body.errors[0].detail).toContain(
      'Ce code postal ne correspond pas au pays (Belgique) : 4 chiffres, par exemple 1000.',
    );
    expect(await ctx.db.select().from(ibans).where(eq(ibans.utilisateur_id, user.id))).toEqual([]);
  });

  it('saves a profile address in Belgium with its 4-digit postcode, and refuses 5 digits there', async () => {
    const { user, client } = await signedIn();
    const address = {
      nationalite: 'BE',
      pays_residence: 'BE',
      adresse: 'Rue Neuve 1',
      ville: 'Bruxelles',
    };
    const saved = await client.post(`/api/utilisateurs/${user.id}/info`, {
      ...address,
      code_postal: '1000',
    });
    expect(saved.status).toBe(201);
    const full = await client.get(`/api/utilisateurs/${user.id}/full`);
    expect(full.body.data).toMatchObject({ pays_residence: 'BE', code_postal: '1000' });

    const refused = await client.put(`/api/utilisateurs/${user.id}/info/${saved.body.data.id}`, {
      ...address,
      code_postal: '10000',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toContain('4 chiffres');
    const swiss = await client.put(`/api/utilisateurs/${user.id}/info/${saved.body.data.id}`, {
      ...address,
      pays_residence: 'CH',
      ville: 'Genève',
      code_postal: '1201',
    });
    expect(swiss.status).toBe(200);
  });
});
