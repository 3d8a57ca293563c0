import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../config/free-port';
import { createTestContext, type TestContext } from '../test/test-app';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const prefix = `br-test-${randomBytes(4).toString('hex')}:`;
let first: TestContext;
let second: TestContext;

/** Two API processes' apps sharing one Redis, each on its own database (the count is in Redis). */
beforeAll(async () => {
  const env = { REDIS_URL, REDIS_PREFIX: prefix, RATE_LIMIT_MAX: '6', TRUST_PROXY: '1' };
  [first, second] = await Promise.all([createTestContext({ env }), createTestContext({ env })]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });

describe('API rate limit shared through Redis', () => {
  it('counts requests to every process together: the 7th of 6 is refused wherever it lands', async () => {
    const ip = '203.0.113.10';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const ctx = i % 2 === 0 ? first : second;
      const response = await ctx.client().get('/api/auth/me', from(ip));
      statuses.push(response.status);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(5 - i));
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401]);
    for (const ctx of [first, second]) {
      const refused = await ctx.client().get('/api/auth/me', from(ip));
      expect(refused.status).toBe(429);
      expect(refused.body.errors[0].detail).toMatch(/^Trop de requêtes/);
    }
  });

  it('counts each client IP (from X-Forwarded-For behind the balancer) on its own', async () => {
    const response = await second.client().get('/api/auth/me', from('203.0.113.11'));
    expect(response.status).toBe(401);
    expect(response.headers['x-ratelimit-remaining']).toBe('5');
  });
});

describe('API rate limit while Redis is away', () => {
  it('lets requests through rather than failing them', async () => {
    const closed = await findFreePort();
    const lonely = await createTestContext({
      env: { REDIS_URL: `redis://127.0.0.1:${closed}`, REDIS_PREFIX: prefix, RATE_LIMIT_MAX: '1' },
    });
    try {
      for (let i = 0; i < 3; i += 1)
        expect((await lonely.client().get('/api/auth/me')).status).toBe(401);
    } finally {
      await lonely.close();
    }
  });
});
