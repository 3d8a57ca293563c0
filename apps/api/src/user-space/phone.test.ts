import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otps_mobiles, telephones } from '../db/schema';
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

async function codesOf(userId: number) {
  return ctx.db.select().from(otps_mobiles).where(eq(otps_mobiles.utilisateur_id, userId));
}

const wrongCode = (token: string) => String((Number(token) + 1) % 1_000_000).padStart(6, '0');

describe('phone and SMS code', () => {
  it('stores the number in E.164, stores a 6-digit code valid 24 h and verifies it', async () => {
    const { user, client } = await signedIn();
    const saved = await client.post(
      `/api/utilisateurs/${user.id}/telephone`,
      { telephone: '06.12-34 56;78' },
      { as: 'multipart' },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual({ numero: '+33612345678', is_verifie: 0, code_envoye: true });

    const [otp] = await codesOf(user.id);
    expect(otp).toMatchObject({ numero: '+33612345678', sent: false });
    expect(otp!.token).toMatch(/^\d{6}$/);
    const validityHours = (otp!.expire_le.getTime() - otp!.created_at.getTime()) / 3600_000;
    expect(Math.round(validityHours)).toBe(24);

    const verified = await client.post(`/api/utilisateurs/${user.id}/telephone/verification`, {
      code: otp!.token,
    });
    expect(verified.status).toBe(200);
    const full = await client.get(`/api/utilisateurs/${user.id}/full`);
    expect(full.body.data).toMatchObject({
      mobile: '+33612345678',
      telephone_infos: { numero: '+33612345678', is_verifie: 1 },
    });
  });

  it('refuses a 05 number with the documented message and keeps the stored one', async () => {
    const { user, client } = await signedIn();
    await client.post(`/api/utilisateurs/${user.id}/telephone`, { telephone: '0751234567' });
    const refused = await client.post(`/api/utilisateurs/${user.id}/telephone`, {
      telephone: '0512345678',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0].detail).toContain(
      'Le numéro de téléphone n’a pas le format requis.',
    );
    const [phone] = await ctx.db
      .select()
      .from(telephones)
      .where(eq(telephones.utilisateur_id, user.id));
    expect(phone!.numero).toBe('+33751234567');
  });

  it('sends no new code when the same number is saved again', async () => {
    const { user, client } = await signedIn();
    await client.post(`/api/utilisateurs/${user.id}/telephone`, { telephone: '0777777777' });
    const again = await client.post(`/api/utilisateurs/${user.id}/telephone`, {
      telephone: '+33 7 77 77 77 77',
    });
    expect(again.body.data.code_envoye).toBe(false);
    expect(await codesOf(user.id)).toHaveLength(1);
  });

  it('locks the check after 5 wrong codes, even for the right one', async () => {
    const { user, client } = await signedIn();
    await client.post(`/api/utilisateurs/${user.id}/telephone`, { telephone: '0622222222' });
    const [otp] = await codesOf(user.id);
    const url = `/api/utilisateurs/${user.id}/telephone/verification`;
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await client.post(url, { code: wrongCode(otp!.token) });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors[0].detail).toBe(
        'Ce code n’est pas le bon. Vérifiez le SMS reçu et réessayez.',
      );
    }
    const fifth = await client.post(url, { code: wrongCode(otp!.token) });
    expect(fifth.status).toBe(429);
    const right = await client.post(url, { code: otp!.token });
    expect(right.status).toBe(429);
    expect(right.body.errors[0].detail).toContain('bloquée pendant 30 minutes');

    // A new number does not lift the lock.
    await client.post(`/api/utilisateurs/${user.id}/telephone`, { telephone: '0633333333' });
    const fresh = (await codesOf(user.id)).find((row) => row.numero === '+33633333333')!;
    expect((await client.post(url, { code: fresh.token })).status).toBe(429);
  });

  it('refuses an expired code', async () => {
    const { user, client } = await signedIn();
    await client.post(`/api/utilisateurs/${user.id}/telephone`, { telephone: '0644444444' });
    const [otp] = await codesOf(user.id);
    await ctx.db
      .update(otps_mobiles)
      .set({ expire_le: new Date(Date.now() - 1000) })
      .where(eq(otps_mobiles.id, otp!.id));
    const expired = await client.post(`/api/utilisateurs/${user.id}/telephone/verification`, {
      code: otp!.token,
    });
    expect(expired.status).toBe(422);
    expect(expired.body.errors[0].detail).toContain('Ce code a expiré');
  });

  it('lists unsent codes for staff only', async () => {
    const { user, client } = await signedIn({ prenom: 'Otto' });
    await client.post(`/api/utilisateurs/${user.id}/telephone`, { telephone: '0655555555' });
    const { client: admin } = await signedIn({ role: 'ADMIN' });
    const list = await admin.get('/api/admin/otps-mobiles');
    expect(list.body.data).toContainEqual(
      expect.objectContaining({ prenom: 'Otto', numero: '+33655555555', sent: 0 }),
    );
    expect((await client.get('/api/admin/otps-mobiles')).status).toBe(403);

    // « Envoyer le code »: without a provider the team passes the code on; it is then sent=1.
    const entry = list.body.data.find((row: { prenom: string }) => row.prenom === 'Otto');
    expect((await client.post(`/api/admin/otps-mobiles/${entry.id}/envoi`, {})).status).toBe(403);
    const sent = await admin.post(`/api/admin/otps-mobiles/${entry.id}/envoi`, {});
    expect(sent.body).toEqual({ data: { sent: 1 } });
    const after = await admin.get('/api/admin/otps-mobiles');
    expect(after.body.data).toContainEqual(expect.objectContaining({ id: entry.id, sent: 1 }));
  });
});
