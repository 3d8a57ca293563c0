import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trajets } from '../db/schema';
import { createTrip, createUser, loginAs } from '../test/factories';
import { createTestContext, type TestContext } from '../test/test-app';
import { readPublicContentVersion } from './content-version.repository';

/** Migration 0028: what moves the public content version, and what does not. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const version = async () => BigInt(await readPublicContentVersion(ctx.db));

describe('public content version', () => {
  it('grows once per committed transaction that writes public data, whatever the rows', async () => {
    const driver = await createUser(ctx.db);
    const before = await version();
    await ctx.db.transaction(async (tx) => {
      const trip = await createTrip(tx as unknown as TestContext['db'], { driver });
      await tx.update(trajets).set({ nb_places_proposees: 2 }).where(eq(trajets.id, trip.id));
      // Not before the commit: a render reading the version now would see the old data.
      expect(await version()).toBe(before);
    });
    expect(await version()).toBe(before + 1n);
  });

  it('does not move for a rolled back transaction nor for private data', async () => {
    const driver = await createUser(ctx.db);
    const before = await version();
    await expect(
      ctx.db.transaction(async (tx) => {
        await createTrip(tx as unknown as TestContext['db'], { driver });
        throw new Error('abandon');
      }),
    ).rejects.toThrow('abandon');
    await loginAs(ctx.db, driver);
    expect(await version()).toBe(before);
  });
});
