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

/**
 * docs/decisions/021-outages-and-logs.md: HSTS and the cookie's `Secure` flag used to depend on
 * PUBLIC_URL alone, so a site served over HTTPS by its proxy, with PUBLIC_URL unset or in http,
 * sent neither; and no response said which browser features the site does not use.
 */
describe('HTTPS behind a proxy, and the features the site does not use', () => {
  let behindProxy: TestContext;
  let direct: TestContext;
  beforeAll(async () => {
    behindProxy = await createTestContext({ env: { TRUST_PROXY: '1' } });
    direct = await createTestContext({ env: { TRUST_PROXY: '0' } });
  });
  afterAll(async () => {
    await behindProxy.close();
    await direct.close();
  });

  const page = (ctx: TestContext, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: '/mentions-legales', headers });

  it('follows X-Forwarded-Proto: https from a trusted proxy', async () => {
    const secure = await page(behindProxy, { 'x-forwarded-proto': 'https' });
    expect(secure.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(String(secure.headers['set-cookie'])).toMatch(/XSRF-TOKEN=[^;]+;.*Secure/);

    const plain = await page(behindProxy, { 'x-forwarded-proto': 'http' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(String(plain.headers['set-cookie'])).not.toContain('Secure');
  });

  it('ignores X-Forwarded-Proto from anyone when no proxy is trusted', async () => {
    const forged = await page(direct, { 'x-forwarded-proto': 'https' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    expect(String(forged.headers['set-cookie'])).not.toContain('Secure');
  });

  it('sends a Permissions-Policy refusing the camera, the microphone and others’ position', async () => {
    for (const response of [await page(direct), await direct.client().get('/api/health')]) {
      const policy = String(response.headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=(self)'])
        expect(policy).toContain(feature);
    }
  });
});
