import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { createPool } from './client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const setting = async (pool: { query: TestContext['pool']['query'] }, name: string) =>
  (await pool.query(`select current_setting('${name}') as value`)).rows[0].value as string;

it('keeps the generic plan of named statements, with the URL’s own options', async () => {
  expect(await setting(ctx.pool, 'plan_cache_mode')).toBe('force_generic_plan');
  const url = new URL(ctx.env.DATABASE_URL!);
  url.searchParams.set('options', '-c default_transaction_read_only=on');
  const readOnly = createPool(url.toString(), 1);
  try {
    expect(await setting(readOnly, 'plan_cache_mode')).toBe('force_generic_plan');
    expect(await setting(readOnly, 'default_transaction_read_only')).toBe('on');
  } finally {
    await readOnly.end();
  }
});
