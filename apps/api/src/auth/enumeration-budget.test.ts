import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  createTestContext,
  type ScratchDatabase,
  type TestContext,
} from '../test/test-app';
import { createUser } from '../test/factories';
import { MAX_EMAIL_CHECKS_PER_IP } from './throttle';

/**
 * The calls that tell a registered address from an unknown one share one budget per
 * IP (30 per 10 minutes), counted in PostgreSQL so that it holds across API processes. The documented
 * own answers stay as they are until the budget is spent.
 */
let database: ScratchDatabase;
let ctx: TestContext;
let other: TestContext;
beforeAll(async () => {
  database = await createScratchDatabase();
  // Behind the proxy: X-Forwarded-For gives each test its own visitor.
  ctx = await createTestContext({ database, env: { TRUST_PROXY: '1', REDIS_URL: '' } });
  other = await createTestContext({ database, env: { TRUST_PROXY: '1', REDIS_URL: '' } });
});
afterAll(async () => {
  await ctx.close();
  await other.close();
  await database.drop();
});

let visitor = 10;
const newVisitor = () => {
  visitor += 1;
  return `203.0.113.${visitor}`;
};

type Call = (ip: string, app?: TestContext) => Promise<{ status: number; body: any }>;
const asVisitor = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

const emailCheck: Call = (ip, app = ctx) =>
  app.client().get('/api/utilisateurs', {
    query: { 'filter[email]': 'quelquun@exemple.fr' },
    ...asVisitor(ip),
  });
const forgot: Call = (ip, app = ctx) =>
  app.client().post('/api/password/forgot', { email: 'inconnu@exemple.fr' }, asVisitor(ip));
const resend: Call = (ip, app = ctx) =>
  app.client().post('/api/register/resend', { email: 'inconnu@exemple.fr' }, asVisitor(ip));
let signUps = 0;
const register: Call = (ip, app = ctx) => {
  signUps += 1;
  return app.client().post(
    '/api/register',
    {
      nom: 'Durand',
      prenom: 'Alix',
      email: `inscription${signUps}@exemple.fr`,
      sexe: 'F',
      date_naissance: '1990-04-12',
      password: 'Motdepasse#1',
      password_confirmation: 'Motdepasse#1',
      cgu: '1',
    },
    asVisitor(ip),
  );
};

function expectBudgetSpent(response: { status: number; body: any }) {
  expect(response.status).toBe(429);
  expect(response.body.errors[0]).toMatchObject({
    status: '429',
    detail: 'Trop de vérifications d’adresse email. Réessayez dans quelques minutes.',
  });
}

describe('one budget per IP for every call that tells a known address', () => {
  it('keeps the documented answers, then refuses every such call once 30 are spent', async () => {
    const ip = newVisitor();
    const known = await createUser(ctx.db, { email: 'connue@exemple.fr' });
    // The documented answers: unknown for forgot (422), unknown for resend (404), taken (409).
    expect((await forgot(ip)).status).toBe(422);
    expect((await resend(ip)).status).toBe(404);
    const taken = await ctx.client().post(
      '/api/register',
      {
        nom: 'Durand',
        prenom: 'Alix',
        email: known.email,
        sexe: 'F',
        date_naissance: '1990-04-12',
        password: 'Motdepasse#1',
        password_confirmation: 'Motdepasse#1',
        cgu: '1',
      },
      asVisitor(ip),
    );
    expect(taken.status).toBe(409);
    const calls = [emailCheck, forgot, resend, register];
    for (let i = 3; i < MAX_EMAIL_CHECKS_PER_IP; i += 1) {
      expect((await calls[i % 4]!(ip)).status).not.toBe(429);
    }
    for (const call of calls) expectBudgetSpent(await call(ip));
    // Another visitor is not affected.
    expect((await forgot(newVisitor())).status).toBe(422);
  });

  it('counts across API processes (the count is in the database)', async () => {
    const ip = newVisitor();
    for (let i = 0; i < 20; i += 1) expect((await forgot(ip, ctx)).status).toBe(422);
    for (let i = 0; i < 10; i += 1) expect((await emailCheck(ip, other)).status).toBe(200);
    expectBudgetSpent(await resend(ip, other));
    expectBudgetSpent(await emailCheck(ip, ctx));
  });

  it('holds under 40 parallel requests', async () => {
    const ip = newVisitor();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? forgot(ip) : emailCheck(ip))),
    );
    const refused = responses.filter((response) => response.status === 429).length;
    expect(refused).toBe(40 - MAX_EMAIL_CHECKS_PER_IP);
  });
});
