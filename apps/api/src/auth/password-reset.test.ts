import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user_tokens, utilisateurs } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, lastEmailTo, linkPathIn, loginAs, TEST_PASSWORD } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const NEW_PASSWORD = 'Nouveau#mot2passe';

/** Asks for a reset and reads the link of the mail: [hash, email] as the page gets them. */
async function requestResetLink(email: string): Promise<{ token: string; email: string }> {
  const response = await ctx.client().post('/api/password/forgot', { email }, { as: 'multipart' });
  expect(response.status).toBe(200);
  const mail = await lastEmailTo(ctx.db, email);
  const [, , token, encodedEmail] = linkPathIn(mail!.text, '/reset-mot-de-passe/').split('/');
  return { token: token!, email: decodeURIComponent(encodedEmail!) };
}

const reset = (body: Record<string, string>) => ctx.client().post('/api/password/reset', body);

describe('POST /api/password/forgot', () => {
  it('mails a reset link to an activated account', async () => {
    await createUser(ctx.db, { email: 'oubli@exemple.fr', prenom: 'noé' });
    const response = await ctx
      .client()
      .post('/api/password/forgot', { email: ' Oubli@exemple.fr' });
    expect(response.body.data.message).toBe('Un mail de récupération vient de vous être envoyé.');
    const mail = await lastEmailTo(ctx.db, 'oubli@exemple.fr');
    expect(mail).toMatchObject({ template: 'password-reset', status: 'OUTBOX' });
    expect(mail!.text).toMatch(
      /http:\/\/localhost:3000\/reset-mot-de-passe\/[\w-]{40,}\/oubli%40exemple\.fr/,
    );
    expect(mail!.html).toContain('Bonjour Noé,');
  });

  it('answers the documented message for an unknown or not activated address', async () => {
    await createUser(ctx.db, { email: 'inactif@exemple.fr', activated: false });
    for (const email of ['inactif@exemple.fr', 'personne@exemple.fr']) {
      const response = await ctx.client().post('/api/password/forgot', { email });
      expect(response.status).toBe(422);
      expect(response.body.errors[0].detail).toBe(
        "Cette adresse email n'est pas activée dans notre système.",
      );
    }
  });

  it('waits a minute before mailing the same account again', async () => {
    await createUser(ctx.db, { email: 'presse@exemple.fr' });
    await requestResetLink('presse@exemple.fr');
    const again = await ctx.client().post('/api/password/forgot', { email: 'presse@exemple.fr' });
    expect(again.status).toBe(429);
  });
});

describe('POST /api/password/reset', () => {
  it('sets the new password once, closes every session, and the link cannot be reused', async () => {
    const user = await createUser(ctx.db, { email: 'reset@exemple.fr' });
    const sessionToken = await loginAs(ctx.db, user);
    const link = await requestResetLink('reset@exemple.fr');

    const response = await reset({
      ...link,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(response.body.data.message).toBe(
      'Votre nouveau mot de passe a bien été enregistré. Vous allez être redirigé vers la page de connexion. Merci !',
    );
    expect((await ctx.client().withToken(sessionToken).get('/api/auth/me')).status).toBe(401);
    const login = (password: string) =>
      ctx.client().post('/api/login', { email: 'reset@exemple.fr', password });
    expect((await login(TEST_PASSWORD)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);

    const reused = await reset({
      ...link,
      password: 'Encore#autre1',
      password_confirmation: 'Encore#autre1',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.errors[0].detail).toBe(
      'Le lien de réinitialisation de votre mot de passe a expiré, recommencez la procédure.',
    );
  });

  it('answers 400 for an expired link and keeps the old password', async () => {
    const user = await createUser(ctx.db, { email: 'tard@exemple.fr' });
    const link = await requestResetLink('tard@exemple.fr');
    await ctx.db
      .update(user_tokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(user_tokens.utilisateur_id, user.id));
    const response = await reset({
      ...link,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.status).toBe(400);
    const [after] = await ctx.db.select().from(utilisateurs).where(eq(utilisateurs.id, user.id));
    expect(after!.password_hash).toBe(user.password_hash);
  });

  it('answers 400 for a tampered token or another address, leaving the link usable', async () => {
    await createUser(ctx.db, { email: 'victime@exemple.fr' });
    await createUser(ctx.db, { email: 'autre@exemple.fr' });
    const link = await requestResetLink('victime@exemple.fr');
    const body = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect((await reset({ ...link, token: `${link.token}x`, ...body })).status).toBe(400);
    expect((await reset({ ...link, email: 'autre@exemple.fr', ...body })).status).toBe(400);
    expect((await reset({ ...link, ...body })).status).toBe(200);
  });

  it('applies the reset rules: at least 10 characters, same confirmation', async () => {
    await createUser(ctx.db, { email: 'regles@exemple.fr' });
    const link = await requestResetLink('regles@exemple.fr');
    const short = await reset({
      ...link,
      password: 'Court#123',
      password_confirmation: 'Court#123',
    });
    expect(short.status).toBe(422);
    expect(short.body.errors[0].detail).toContain('au moins 10 caractères');
    const mismatch = await reset({
      ...link,
      password: NEW_PASSWORD,
      password_confirmation: 'Autre#mot2passe',
    });
    expect(mismatch.status).toBe(422);
    // The link was not spent by the refused attempts.
    expect(
      (await reset({ ...link, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }))
        .status,
    ).toBe(200);
  });
});

describe('the reset page', () => {
  it('is served although its address ends with an e-mail (a dot, like a file)', async () => {
    const response = await ctx.client().get('/reset-mot-de-passe/abc123/lea%40exemple.fr');
    expect(response.status).toBe(200);
    expect(response.text).toContain('<title>Nouveau mot de passe | BonneRoute</title>');
    expect((await ctx.client().get('/logo-absent.png')).status).toBe(404);
  });
});
