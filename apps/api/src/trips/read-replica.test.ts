import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, createPool, type Database } from '../db/client';
import { recherches } from '../db/schema';
import { createTrip, createUser } from '../test/factories';
import {
  createScratchDatabase,
  createTestContext,
  type ScratchDatabase,
  type TestContext,
} from '../test/test-app';

/**
 * DATABASE_READ_URL: the "replica" here is a database of its own holding other trips than the
 * primary, reached through a read-only session (as a hot standby refuses writes). What the
 * public read paths answer shows where they read; that they answer at all shows they never
 * write there; the search log shows writes still go to the primary.
 */
let replica: ScratchDatabase;
let replicaPool: ReturnType<typeof createPool>;
let replicaDb: Database;
let ctx: TestContext;
let onReplica: number;
let onPrimary: number;

beforeAll(async () => {
  replica = await createScratchDatabase();
  replicaPool = createPool(replica.url, 2);
  replicaDb = createDatabase(replicaPool);
  onReplica = (await createTrip(replicaDb, { inDays: 4, montant_contribution: 1900 })).id;
  const readOnly = new URL(replica.url);
  readOnly.searchParams.set('options', '-c default_transaction_read_only=on');
  ctx = await createTestContext({ env: { DATABASE_READ_URL: readOnly.toString() } });
  // Make ids differ between the two databases so that an answer tells where it came from.
  await createTrip(ctx.db, { inDays: 30 });
  onPrimary = (await createTrip(ctx.db, { inDays: 4, montant_contribution: 2500 })).id;
});
afterAll(async () => {
  await ctx.close();
  await replicaPool.end();
  await replica.drop();
});

const ids = (body: { data: { id: number }[] }) => body.data.map((trip) => trip.id);

describe('DATABASE_READ_URL', () => {
  it('reaches the replica through a session that refuses writes', async () => {
    const url = new URL(replica.url);
    url.searchParams.set('options', '-c default_transaction_read_only=on');
    const readOnly = createPool(url.toString(), 1);
    await expect(readOnly.query('INSERT INTO recherches DEFAULT VALUES')).rejects.toThrow(
      /read-only/,
    );
    await readOnly.end();
  });

  it('search reads the replica and logs the search on the primary', async () => {
    const date = (await replicaDb.query.trajets.findFirst())!.date;
    const response = await ctx.client().get(`/api/covoiturages/${date}`, {
      query: { actif: '1', nom_commune_depart: 'Paris', nom_commune_arrivee: 'Lyon' },
    });
    expect(response.status).toBe(200);
    expect(ids(response.body)).toEqual([onReplica]);
    expect(response.body.data[0].montant_contribution).toBe(1900);
    await ctx.app.searchLog.flush();
    expect((await ctx.db.select({ n: count() }).from(recherches))[0]!.n).toBe(1);
    expect((await replicaDb.select({ n: count() }).from(recherches))[0]!.n).toBe(0);
  });

  it('town pages and trip lists read the replica', async () => {
    const upcoming = await ctx.client().get('/api/communes/paris/prochains-trajets', {
      query: { vers: 'lyon' },
    });
    expect(upcoming.status).toBe(200);
    expect(JSON.stringify(upcoming.body)).toContain(`"id":${onReplica}`);
    const lists = await ctx.client().get('/api/trajets', { query: { sort: 'date' } });
    expect(lists.status).toBe(200);
    expect(ids(lists.body)).toContain(onReplica);
    expect(ids(lists.body)).not.toContain(onPrimary);
  });

  it('a trip page and a booking stay on the primary (read your own writes)', async () => {
    const page = await ctx.client().get(`/api/trajets/${onPrimary}`);
    expect(page.status).toBe(200);
    expect(page.body.data.montant_contribution).toBe(2500);
    const writer = await createUser(ctx.db);
    expect(writer.id).toBeGreaterThan(0);
  });
});
