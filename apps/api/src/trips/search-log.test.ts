import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { addDays, todayInParis } from '@bonneroute/shared/dates';
import { recherches } from '../db/schema';
import { createTestContext } from '../test/test-app';

const logged = async (db: Awaited<ReturnType<typeof createTestContext>>['db']) =>
  (await db.select({ n: count() }).from(recherches))[0]!.n;

it('writes the search log off the request path, in one INSERT, and all of it on a clean shutdown', async () => {
  const ctx = await createTestContext();
  try {
    const date = addDays(todayInParis(), 3);
    for (const to of ['Lyon', 'Lille', 'Nantes']) {
      const response = await ctx.client().get(`/api/covoiturages/${date}`, {
        query: { nom_commune_depart: 'Paris', nom_commune_arrivee: to },
      });
      expect(response.status).toBe(200);
    }
    // Answered before the log is written: the rows wait in the buffer (a second at most).
    expect(await logged(ctx.db)).toBe(0);
    await ctx.app.close();
    expect(await logged(ctx.db)).toBe(3);
  } finally {
    await ctx.close();
  }
});
