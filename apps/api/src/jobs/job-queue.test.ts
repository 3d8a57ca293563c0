import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { parseCrontab } from 'graphile-worker';
import { enqueueJob } from './enqueue-job';
import { JobQueue } from './job-queue';

let ctx: TestContext;
const handled: { n: number }[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.app.jobs.define<{ n: number }>('test_task', async (payload) => {
    handled.push(payload);
  });
});
afterAll(async () => {
  await ctx.close();
});

describe('job queue', () => {
  it('runs a job enqueued in a committed transaction', async () => {
    await ctx.db.transaction(async (tx) => enqueueJob(tx, 'test_task', { n: 1 }));
    await ctx.app.jobs.drain();
    expect(handled).toEqual([{ n: 1 }]);
  });

  it('forgets a job whose transaction rolled back', async () => {
    await ctx.db
      .transaction(async (tx) => {
        await enqueueJob(tx, 'test_task', { n: 2 });
        throw new Error('rollback');
      })
      .catch(() => undefined);
    await ctx.app.jobs.drain();
    expect(handled.map((p) => p.n)).not.toContain(2);
  });

  it('enqueues a job key once, however many times it is asked', async () => {
    for (let i = 0; i < 3; i += 1)
      await enqueueJob(ctx.db, 'test_task', { n: 3 }, { jobKey: 'unique-3' });
    await ctx.app.jobs.drain();
    expect(handled.filter((p) => p.n === 3)).toHaveLength(1);
  });

  it('waits for run_at', async () => {
    await enqueueJob(ctx.db, 'test_task', { n: 4 }, { runAt: new Date(Date.now() + 3600_000) });
    await ctx.app.jobs.drain();
    expect(handled.map((p) => p.n)).not.toContain(4);
  });
});

describe('crontab', () => {
  it('catches up on missed slots for an hour unless a line says otherwise', () => {
    const queue = new JobQueue(ctx.pool, ctx.app.log);
    queue.schedule('*/15 * * * * trajets_effectues');
    queue.schedule('0 3 * * * versements ?max=2&fill=6h {"lot":1}');
    expect(queue.crontab().split('\n')).toEqual([
      '*/15 * * * * trajets_effectues ?fill=1h',
      '0 3 * * * versements ?max=2&fill=6h {"lot":1}',
    ]);
    expect(queue.crontab('3d').split('\n')).toEqual([
      '*/15 * * * * trajets_effectues ?fill=3d',
      '0 3 * * * versements ?max=2&fill=3d {"lot":1}',
    ]);
    expect(parseCrontab(queue.crontab()).map((item) => item.options.backfillPeriod)).toEqual([
      3600_000,
      6 * 3600_000,
    ]);
  });
});
