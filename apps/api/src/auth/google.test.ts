import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utilisateurs } from '../db/schema';
import { createTestContext, type TestContext } from '../test/test-app';
import { createUser } from '../test/factories';

const CLIENT_ID = 'bonneroute-test.apps.googleusercontent.com';
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let jwksServer: Server;
let ctx: TestContext;

/** A Google-like key set served locally: the app fetches it as it would Google's. */
beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'cle-test', alg: 'RS256', use: 'sig' };
  jwksServer = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  ctx = await createTestContext({
    env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs` },
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => jwksServer.close(resolve));
});

interface TokenOptions {
  sub?: string;
  email?: string;
  emailVerified?: boolean;
  audience?: string;
  issuer?: string;
  expiresIn?: string | number;
  key?: CryptoKey;
}

let subjects = 0;
function googleToken(options: TokenOptions = {}): Promise<string> {
  subjects += 1;
  return new SignJWT({
    email: options.email ?? `google${subjects}@gmail.com`,
    email_verified: options.emailVerified ?? true,
    given_name: 'Chloé',
    family_name: 'Durand',
    picture: 'https://lh3.googleusercontent.com/a/photo',
  })
    .setProtectedHeader({ alg: 'RS256', kid: 'cle-test' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(options.sub ?? `sub-${subjects}`)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? googleKey);
}

describe('Google sign-in', () => {
  it('publishes the client id for the button', async () => {
    const response = await ctx.client().get('/api/auth/config');
    expect(response.body).toEqual({ data: { google_client_id: CLIENT_ID } });
  });

  it('lets the Google button load under the Content-Security-Policy', async () => {
    const response = await ctx.client().get('/api/health');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain('https://accounts.google.com/gsi/client');
    expect(csp).toMatch(/frame-src [^;]*https:\/\/accounts\.google\.com\/gsi\//);
  });

  it('registers an activated account from a verified Google token and logs it in', async () => {
    const credential = await googleToken({ email: 'Chloe.Durand@gmail.com', sub: 'g-100' });
    const response = await ctx.client().post('/api/register/google', { credential, cgu: '1' });
    expect(response.status).toBe(201);
    const { token, prenom } = response.body.data.attributes;
    expect(prenom).toBe('Chloé');
    const [user] = await ctx.db
      .select()
      .from(utilisateurs)
      .where(eq(utilisateurs.email, 'chloe.durand@gmail.com'));
    expect(user).toMatchObject({
      activated: true,
      google_sub: 'g-100',
      password_hash: null,
      nom: 'Durand',
      avatar: 'https://lh3.googleusercontent.com/a/photo',
    });
    expect((await ctx.client().withToken(token).get('/api/auth/me')).status).toBe(200);

    const again = await ctx.client().post('/api/register/google', {
      credential: await googleToken({ email: 'chloe.durand@gmail.com', sub: 'g-101' }),
      cgu: '1',
    });
    expect(again.status).toBe(409);
    expect(again.body.errors[0].detail).toBe('Cette adresse email google est déjà enregistrée.');
  });

  it('logs in the account of a Google identity', async () => {
    await ctx.client().post('/api/register/google', {
      credential: await googleToken({ email: 'retour@gmail.com', sub: 'g-200' }),
      cgu: '1',
    });
    const response = await ctx.client().post(
      '/api/login-via-google',
      {
        credential: await googleToken({ email: 'retour@gmail.com', sub: 'g-200' }),
        email: 'retour@gmail.com',
      },
      { as: 'multipart' },
    );
    expect(response.status).toBe(200);
    expect(response.body.data.attributes.token).toBeTruthy();
  });

  it('links an account registered with the same verified address on first use', async () => {
    const user = await createUser(ctx.db, { email: 'lien@gmail.com', activated: false });
    const response = await ctx.client().post('/api/login-via-google', {
      credential: await googleToken({ email: 'lien@gmail.com', sub: 'g-300' }),
    });
    expect(response.status).toBe(200);
    const [after] = await ctx.db.select().from(utilisateurs).where(eq(utilisateurs.id, user.id));
    expect(after).toMatchObject({ google_sub: 'g-300', activated: true });
  });

  it('a Google identity proving a pending address drops what the first sign-up typed', async () => {
    // Someone registered these addresses with their own password and never validated them.
    const login = (email: string) =>
      ctx.client().post('/api/login', { email, password: 'Pirate#2026' }, { as: 'multipart' });
    for (const email of ['proie1@gmail.com', 'proie2@gmail.com']) {
      const response = await ctx.client().post('/api/register', {
        nom: 'Pirate',
        prenom: 'Intrus',
        email,
        sexe: 'M',
        date_naissance: '1985-01-01',
        password: 'Pirate#2026',
        password_confirmation: 'Pirate#2026',
        cgu: '1',
      });
      expect(response.status).toBe(201);
    }
    const viaLogin = await ctx.client().post('/api/login-via-google', {
      credential: await googleToken({ email: 'proie1@gmail.com', sub: 'g-310' }),
    });
    expect(viaLogin.status).toBe(200);
    const viaRegister = await ctx.client().post('/api/register/google', {
      credential: await googleToken({ email: 'proie2@gmail.com', sub: 'g-311' }),
      cgu: '1',
    });
    expect(viaRegister.status).toBe(201);
    for (const email of ['proie1@gmail.com', 'proie2@gmail.com']) {
      const [user] = await ctx.db.select().from(utilisateurs).where(eq(utilisateurs.email, email));
      expect(user).toMatchObject({
        activated: true,
        password_hash: null,
        prenom: 'Chloé',
        nom: 'Durand',
        date_naissance: null,
      });
      expect((await login(email)).status).toBe(401);
    }
  });

  it('says when no account matches the Google identity', async () => {
    const response = await ctx.client().post('/api/login-via-google', {
      credential: await googleToken({ email: 'nouveau@gmail.com' }),
    });
    expect(response.status).toBe(401);
    expect(response.body.errors[0].code).toBe('google_no_account');
  });

  it.each<[string, TokenOptions]>([
    ['signed by another key', { key: undefined }],
    ['for another audience', { audience: 'autre-appli.apps.googleusercontent.com' }],
    ['from another issuer', { issuer: 'https://accounts.example.com' }],
    ['expired', { expiresIn: Math.floor(Date.now() / 1000) - 60 }],
  ])('refuses a token %s, creating nothing', async (label, options) => {
    const email = `refus-${label.replace(/\W/g, '')}@gmail.com`;
    const credential = await googleToken({
      ...options,
      email,
      key: label === 'signed by another key' ? strangerKey : googleKey,
    });
    const response = await ctx.client().post('/api/register/google', { credential, cgu: '1' });
    expect(response.status).toBe(401);
    expect(response.body.errors[0].detail).toBe(
      'La connexion avec Google a échoué. Veuillez réessayer.',
    );
    expect(await ctx.db.select().from(utilisateurs).where(eq(utilisateurs.email, email))).toEqual(
      [],
    );
  });

  it('refuses a tampered token and an address Google did not verify', async () => {
    const credential = await googleToken();
    const [header, payload, signature] = credential.split('.');
    const forged = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    forged.email = 'admin@bonneroute.fr';
    const tampered = [
      header,
      Buffer.from(JSON.stringify(forged)).toString('base64url'),
      signature,
    ].join('.');
    expect(
      (await ctx.client().post('/api/login-via-google', { credential: tampered })).status,
    ).toBe(401);
    const unverified = await ctx.client().post('/api/register/google', {
      credential: await googleToken({ emailVerified: false }),
      cgu: '1',
    });
    expect(unverified.status).toBe(422);
  });

  it('refuses an e-mail field that is not the token’s', async () => {
    await ctx.client().post('/api/register/google', {
      credential: await googleToken({ email: 'vrai@gmail.com', sub: 'g-400' }),
      cgu: '1',
    });
    const response = await ctx.client().post('/api/login-via-google', {
      credential: await googleToken({ email: 'vrai@gmail.com', sub: 'g-400' }),
      email: 'autre@gmail.com',
    });
    expect(response.status).toBe(401);
  });
});

describe('Google sign-in not configured', () => {
  it('has no endpoints and no client id', async () => {
    const plain = await createTestContext();
    try {
      expect(
        (await plain.client().post('/api/register/google', { credential: 'x'.repeat(30) })).status,
      ).toBe(404);
      expect(
        (await plain.client().post('/api/login-via-google', { credential: 'x'.repeat(30) })).status,
      ).toBe(404);
      expect((await plain.client().get('/api/auth/config')).body).toEqual({
        data: { google_client_id: null },
      });
    } finally {
      await plain.close();
    }
  });
});
