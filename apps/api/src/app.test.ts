import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/test-app';
import { createUser, loginAs } from './test/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('API skeleton', () => {
  it('GET /api/health checks the database', async () => {
    const response = await ctx.client().get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ data: { status: 'ok', database: 'ok' } });
    expect(response.headers['x-request-id']).toBeTruthy();
  });

  it('keeps a request id sent by the client', async () => {
    const response = await ctx
      .client()
      .get('/api/health', { headers: { 'x-request-id': 'trace-1234567' } });
    expect(response.headers['x-request-id']).toBe('trace-1234567');
  });

  it('answers unknown API routes with the error shape and a French detail', async () => {
    const response = await ctx.client().get('/api/nexiste-pas');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({
      errors: [{ status: '404', detail: 'Cette adresse de l’API n’existe pas.' }],
    });
  });

  it('sends security headers with a CSP', async () => {
    const response = await ctx.client().get('/api/health');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends every helmet header, on errors too (computed once)', async () => {
    const expected = {
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    for (const path of ['/api/health', '/api/pas-de-route-ici', '/api/trajets/0']) {
      const response = await ctx.client().get(path);
      expect(response.headers).toMatchObject(expected);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(response.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const response = await ctx
      .client()
      .get<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toContain('/api/health');
    const docs = await ctx.client().get('/api/docs/');
    expect(docs.status).toBe(200);
    expect(docs.text).toContain('swagger');
  });
});

describe('CSRF (docs/product/README.md: token cookie echoed in a header)', () => {
  it('refuses a state-changing request without the header with 403', async () => {
    const user = await createUser(ctx.db);
    const client = ctx.client().withToken(await loginAs(ctx.db, user));
    await client.get('/api/health');
    const response = await client.post('/api/auth/logout', {}, { withoutCsrf: true });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ errors: [{ status: '403', code: 'csrf' }] });
    // The session is still alive: nothing happened.
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('refuses a header that does not match the cookie', async () => {
    const client = ctx.client();
    await client.get('/api/health');
    const response = await client.post(
      '/api/auth/logout',
      {},
      { headers: { 'x-xsrf-token': 'faux-jeton' }, withoutCsrf: true },
    );
    expect(response.status).toBe(403);
  });

  it('accepts the request when the header echoes the cookie', async () => {
    const user = await createUser(ctx.db);
    const client = ctx.client().withToken(await loginAs(ctx.db, user));
    const response = await client.post('/api/auth/logout');
    expect(response.status).toBe(204);
    expect((await client.get('/api/auth/me')).status).toBe(401);
  });
});

describe('sessions', () => {
  it('answers 401 with a French detail without a token', async () => {
    const response = await ctx.client().get('/api/auth/me');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errors: [{ status: '401' }] });
  });

  it('refuses a tampered token', async () => {
    const user = await createUser(ctx.db);
    const token = await loginAs(ctx.db, user);
    const response = await ctx
      .client()
      .withToken(token.slice(0, -2) + 'xx')
      .get('/api/auth/me');
    expect(response.status).toBe(401);
  });

  it('refuses an expired session', async () => {
    const user = await createUser(ctx.db);
    const token = await loginAs(ctx.db, user, -1000);
    const response = await ctx.client().withToken(token).get('/api/auth/me');
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({
      errors: [{ detail: 'Votre session a expiré. Veuillez vous reconnecter.' }],
    });
  });

  it('returns the profile fields of the session user, never the password hash', async () => {
    const user = await createUser(ctx.db, { prenom: 'Léa' });
    const response = await ctx
      .client()
      .withToken(await loginAs(ctx.db, user))
      .get('/api/auth/me');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      data: { id: user.id, prenom: 'Léa', role: 'USER', activated: 1 },
    });
    expect(response.text).not.toContain('password');
    expect(response.text).not.toContain('$argon2');
  });
});

describe('the SPA shell', () => {
  it('serves a French HTML page with server-written head tags for known routes', async () => {
    const response = await ctx.client().get('/mentions-legales');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.text).toContain('<html lang="fr">');
    expect(response.text).toContain('<title>Mentions légales | BonneRoute</title>');
    expect(response.text).toContain(
      '<link rel="canonical" href="http://localhost:3000/mentions-legales">',
    );
  });

  it('answers 404 for a path no route matches, still with the shell', async () => {
    const response = await ctx.client().get('/ceci/nexiste/pas/du-tout');
    expect(response.status).toBe(404);
    expect(response.text).toContain('<html lang="fr">');
    expect(response.text).toContain('noindex');
  });

  it('marks guarded pages noindex', async () => {
    const response = await ctx.client().get('/chat-covoiturage/12');
    expect(response.text).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});
