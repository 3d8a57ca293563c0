import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { captureLogs } from '../test/log-capture';
import { lastEmailTo, linkPathIn } from '../test/factories';

const PASSWORD = 'Secret#Tres2026';
const NEW_PASSWORD = 'Nouveau#Secret2026';
const captured = captureLogs();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({ logger: { level: 'trace', stream: captured.stream } });
});
afterAll(async () => ctx.close());

describe('nothing leaks', () => {
  it('keeps passwords, hashes and tokens out of responses and logs', async () => {
    const client = ctx.client();
    const bodies: string[] = [];
    const email = 'discret@exemple.fr';
    const register = await client.post('/api/register', {
      nom: 'Discret',
      prenom: 'Alex',
      email,
      sexe: 'X',
      date_naissance: '1990-01-01',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      cgu: '1',
    });
    bodies.push(register.text);
    const hash = linkPathIn((await lastEmailTo(ctx.db, email))!.text, '/validation-email/').split(
      '/',
    )[2]!;
    bodies.push((await client.post('/api/register/verify', { hash })).text);
    bodies.push((await client.post('/api/login', { email, password: 'Mauvais#2026' })).text);
    const login = await client.post('/api/login', { email, password: PASSWORD });
    bodies.push(login.text);
    const token = login.body.data.attributes.token as string;
    bodies.push((await ctx.client().withToken(token).get('/api/auth/me')).text);
    bodies.push((await client.post('/api/password/forgot', { email })).text);
    const reset = linkPathIn((await lastEmailTo(ctx.db, email))!.text, '/reset-mot-de-passe/');
    bodies.push(
      (
        await client.post('/api/password/reset', {
          email,
          token: reset.split('/')[2],
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        })
      ).text,
    );
    // A broken body must not answer with a stack trace either.
    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: {
        'content-type': 'application/json',
        cookie: 'XSRF-TOKEN=jeton',
        'x-xsrf-token': 'jeton',
      },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    bodies.push(broken.body);

    expect(captured.text().length).toBeGreaterThan(0);
    for (const text of [...bodies, captured.text()]) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(NEW_PASSWORD);
      expect(text).not.toContain('$argon2');
      expect(text).not.toMatch(/at .+\.ts:\d+/);
    }
    expect(captured.text()).not.toContain(token);
  });
});
