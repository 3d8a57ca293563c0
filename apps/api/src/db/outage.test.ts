import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import { findFreePort } from '../config/free-port';
import { createTestContext, type TestContext } from '../test/test-app';
import { createDatabase, createPool } from './client';
import { isDatabaseUnavailable } from './outage';

/** What the outage test (health/database-outage.test.ts) relies on, error by error. */
let ctx: TestContext;
let failure: unknown;
beforeAll(async () => {
  // A real failure: a query through Drizzle to a port nobody listens on.
  const pool = createPool(`postgres://x:y@127.0.0.1:${await findFreePort()}/nulle`, 1);
  failure = await createDatabase(pool)
    .execute(sql`SELECT 1`)
    .catch((error: unknown) => error);
  await pool.end();
  ctx = await createTestContext({
    extraRoutes: async (app) => {
      app.get('/test/base-coupee', async () => {
        throw failure;
      });
      app.get('/test/division', async () => ctx.db.execute(sql`SELECT 1/0`));
    },
  });
});
afterAll(async () => ctx.close());

describe('a database outage is recognised from the error', () => {
  it('recognises a refused connection wrapped by Drizzle, the server shutting down or starting', () => {
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    const wrapped = (cause: object) => Object.assign(new Error('Failed query'), { cause });
    expect(isDatabaseUnavailable(wrapped({ code: '57P01' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '57P03' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped({ code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(new Error('Connection terminated unexpectedly')))).toBe(
      true,
    );
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new AggregateError([refused], ''))).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('answers 503 with Retry-After and the French message; a bug stays a 500', async () => {
    const down = await ctx.client().get('/api/test/base-coupee');
    expect(down.status).toBe(503);
    expect(down.headers['retry-after']).toBe('5');
    expect(down.body.errors[0].detail).toBe(apiErrorTexts.databaseUnavailable);
    const bug = await ctx.client().get('/api/test/division');
    expect(bug.status).toBe(500);
  });
});
