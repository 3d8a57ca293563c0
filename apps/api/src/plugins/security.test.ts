import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { RATE_LIMIT_MAX: '3' } });
});
afterAll(async () => {
  await ctx.close();
});

describe('rate limiting', () => {
  it('refuses API requests past the limit with 429 and a French detail', async () => {
    const client = ctx.client();
    for (let i = 0; i < 3; i += 1) expect((await client.get('/api/auth/me')).status).toBe(401);
    const refused = await client.get('/api/auth/me');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ errors: [{ status: '429' }] });
    expect((refused.body as { errors: { detail: string }[] }).errors[0]!.detail).toMatch(
      /^Trop de requêtes/,
    );
  });

  it('does not count pages of the site', async () => {
    const client = ctx.client();
    for (let i = 0; i < 5; i += 1) expect((await client.get('/mentions-legales')).status).toBe(200);
  });
});

describe('CSRF cookie', () => {
  it('gives every visitor without one a token of its own (24 random bytes, base64url)', async () => {
    const tokens = new Set<string>();
    for (let i = 0; i < 300; i += 1) {
      const response = await ctx.app.inject({ method: 'GET', url: '/mentions-legales' });
      const token = /XSRF-TOKEN=([^;]+)/.exec(String(response.headers['set-cookie']))?.[1];
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      tokens.add(token!);
    }
    expect(tokens.size).toBe(300);
  });
});
