import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ env: { PRICING_FIXED_FEE_CENTS: '250' } });
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /api/tarifs', () => {
  it('gives the pricing in force, with the configured values', async () => {
    const response = await ctx.client().get('/api/tarifs');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        fixed_fee_cents: 250,
        percentage: 0,
        discount_per_extra_seat_cents: 100,
        discount_cap_cents: 100,
      },
    });
  });
});
