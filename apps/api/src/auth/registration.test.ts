import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user_tokens, utilisateurs } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser, lastEmailTo, linkPathIn } from '../test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

let n = 0;
function signUp(overrides: Record<string, string> = {}) {
  n += 1;
  return {
    nom: 'Martin',
    prenom: 'léa',
    email: `lea.martin${n}@exemple.fr`,
    sexe: 'F',
    date_naissance: '1990-05-17',
    password: 'Motdepasse#1',
    password_confirmation: 'Motdepasse#1',
    cgu: '1',
    ...overrides,
  };
}

const userCount = async () =>
  (await ctx.db.select({ value: count() }).from(utilisateurs))[0]!.value;

describe('POST /api/register', () => {
  it('creates an account that is not activated and mails the validation link', async () => {
    const body = signUp({ email: '  Lea.Nouvelle@Exemple.FR ' });
    const response = await ctx.client().post('/api/register', body, { as: 'multipart' });
    expect(response.status).toBe(201);
    const id = response.body.data.id as number;
    const [user] = await ctx.db.select().from(utilisateurs).where(eq(utilisateurs.id, id));
    expect(user).toMatchObject({
      email: 'lea.nouvelle@exemple.fr',
      prenom: 'léa',
      nom: 'Martin',
      sexe: 'F',
      date_naissance: '1990-05-17',
      activated: false,
      email_valide_le: null,
    });
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    expect(response.text).not.toContain('argon2');

    const mail = await lastEmailTo(ctx.db, 'lea.nouvelle@exemple.fr');
    expect(mail).toMatchObject({
      template: 'validation-email',
      status: 'OUTBOX',
      utilisateur_id: id,
    });
    expect(mail!.subject).toContain('Validez votre adresse email');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/validation-email\/[\w-]{40,}\/l%C3%A9a/);
    expect(mail!.html).toContain('Bienvenue sur BonneRoute, Léa !');
  });

  it('refuses an address already registered, whatever its case or spaces, creating nothing', async () => {
    await createUser(ctx.db, { email: 'deja.la@exemple.fr' });
    const before = await userCount();
    for (const email of ['deja.la@exemple.fr', ' DEJA.LA@exemple.FR  ']) {
      const response = await ctx.client().post('/api/register', signUp({ email }));
      expect(response.status).toBe(409);
      expect(response.body.errors[0].detail).toBe('Cette adresse email est déjà enregistrée.');
    }
    expect(await userCount()).toBe(before);
  });

  it('creates one account when the same address signs up twice at once', async () => {
    const body = signUp({ email: 'course@exemple.fr' });
    const responses = await Promise.all([
      ctx.client().post('/api/register', body),
      ctx.client().post('/api/register', { ...body, email: 'COURSE@exemple.fr' }),
    ]);
    // The second finds the first one's account and its validation mail of a second ago.
    expect(responses.map((response) => response.status).sort()).toEqual([201, 429]);
    expect(responses.find((r) => r.status === 429)!.body.errors[0].detail).toBe(
      'Une inscription avec cette adresse email vient d’être faite. Réessayez dans une minute.',
    );
    const rows = await ctx.db
      .select()
      .from(utilisateurs)
      .where(eq(sql`lower(${utilisateurs.email})`, 'course@exemple.fr'));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['date_naissance', '1990-02-31', "Cette date de naissance n'est pas correcte."],
    ['date_naissance', '2014-01-01', "Cette date de naissance n'est pas correcte."],
    ['date_naissance', '17/05/1990', "Cette date de naissance n'est pas correcte."],
    ['password', 'Mot de passe#1', 'Il y a un caractère non autorisé'],
    ['password', 'motdepasse#1', 'au moins une majuscule'],
    ['password', 'Court#1', 'au moins 8 caractères'],
    ['password', `Aa1#${'x'.repeat(45)}`, 'ne doit pas dépasser 48 caractères'],
    ['prenom', 'x'.repeat(76), 'ne doit pas dépasser 75 caractères'],
    ['nom', '', 'Le nom est obligatoire.'],
    ['email', `${'a'.repeat(175)}@exemple.fr`, 'ne doit pas dépasser 180 caractères'],
    ['email', 'pas-une-adresse', 'n’est pas valide'],
    ['sexe', 'Z', 'Choisissez Madame, Monsieur'],
  ])('refuses %s = %j with a French message and stores nothing', async (field, value, message) => {
    const before = await userCount();
    const body = signUp({ [field]: value });
    if (field === 'password') body.password_confirmation = value;
    const response = await ctx.client().post('/api/register', body, { as: 'form' });
    expect(response.status).toBe(422);
    expect(response.body.errors[0].detail).toContain(message);
    expect(await userCount()).toBe(before);
  });

  it('requires the confirmation to match', async () => {
    const response = await ctx
      .client()
      .post('/api/register', signUp({ password_confirmation: 'Motdepasse#2' }));
    expect(response.status).toBe(422);
    expect(response.body.errors[0].detail).toContain(
      'Les deux mots de passe ne sont pas identiques.',
    );
  });

  it('refuses a call without the CSRF header', async () => {
    const before = await userCount();
    const client = ctx.client();
    await client.get('/api/health');
    const response = await client.post('/api/register', signUp(), { withoutCsrf: true });
    expect(response.status).toBe(403);
    expect(await userCount()).toBe(before);
  });
});

describe('POST /api/register/verify', () => {
  async function registerAndReadLink(email: string) {
    await ctx.client().post('/api/register', signUp({ email, prenom: 'jean-pierre' }));
    const mail = await lastEmailTo(ctx.db, email);
    const path = linkPathIn(mail!.text, '/validation-email/');
    return path.split('/')[2]!;
  }

  it('activates the account once and answers the first name', async () => {
    const hash = await registerAndReadLink('valide@exemple.fr');
    const response = await ctx.client().post('/api/register/verify', { hash }, { as: 'multipart' });
    expect(response.status).toBe(200);
    expect(response.body.data.attributes).toEqual({ prenom: 'jean-pierre' });
    const [user] = await ctx.db
      .select()
      .from(utilisateurs)
      .where(eq(utilisateurs.email, 'valide@exemple.fr'));
    expect(user!.activated).toBe(true);
    expect(user!.email_valide_le).toBeInstanceOf(Date);

    // The same link again says the account is already validated.
    const again = await ctx.client().post('/api/register/verify', { hash });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({
      code: 'already_validated',
      detail: 'Votre compte est déjà validé : vous pouvez vous connecter.',
    });
  });

  it('refuses an unknown, tampered or expired hash', async () => {
    const hash = await registerAndReadLink('expire@exemple.fr');
    expect((await ctx.client().post('/api/register/verify', { hash: `${hash}x` })).status).toBe(
      404,
    );
    expect((await ctx.client().post('/api/register/verify', { hash: 'inconnu' })).status).toBe(404);
    await ctx.db.update(user_tokens).set({ expires_at: new Date(Date.now() - 1000) });
    expect((await ctx.client().post('/api/register/verify', { hash })).status).toBe(404);
  });
});

describe('POST /api/register/resend', () => {
  it('sends a new link to an account not activated, once a minute', async () => {
    const user = await createUser(ctx.db, { email: 'relance@exemple.fr', activated: false });
    const first = await ctx.client().post('/api/register/resend', { email: 'Relance@exemple.fr' });
    expect(first.status).toBe(200);
    expect(first.body.data.message).toBe(
      'Un nouveau mail de validation vient de vous être envoyé.',
    );
    expect(await lastEmailTo(ctx.db, 'relance@exemple.fr')).toMatchObject({
      template: 'validation-email',
      utilisateur_id: user.id,
    });
    const second = await ctx.client().post('/api/register/resend', { email: 'relance@exemple.fr' });
    expect(second.status).toBe(429);
  });

  it('tells an activated account to log in, and an unknown one that it does not exist', async () => {
    await createUser(ctx.db, { email: 'active@exemple.fr' });
    const activated = await ctx
      .client()
      .post('/api/register/resend', { email: 'active@exemple.fr' });
    expect(activated.status).toBe(422);
    const unknown = await ctx.client().post('/api/register/resend', { email: 'nobody@exemple.fr' });
    expect(unknown.status).toBe(404);
  });
});
