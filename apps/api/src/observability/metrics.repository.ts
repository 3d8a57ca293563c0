import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export interface JobQueueCounts {
  task: string;
  waiting: number;
  running: number;
  retrying: number;
  failed: number;
  stuck: number;
}

/** A job locked this long is stuck: its process died or its task hangs (docs/operations.md). */
const STUCK_AFTER = '15 minutes';

/**
 * The job queue per task, read from graphile-worker's table when Prometheus scrapes: the same
 * figures on every instance, since the queue is shared.
 */
export async function jobQueueCounts(db: DbOrTx): Promise<JobQueueCounts[]> {
  const result = await db.execute<{
    task: string;
    waiting: number;
    running: number;
    retrying: number;
    failed: number;
    stuck: number;
  }>(sql`
    SELECT t.identifier AS task,
      count(*) FILTER (WHERE j.locked_at IS NULL AND j.attempts < j.max_attempts)::int AS waiting,
      count(*) FILTER (WHERE j.locked_at IS NOT NULL)::int AS running,
      count(*) FILTER (WHERE j.locked_at IS NULL AND j.attempts > 0
        AND j.attempts < j.max_attempts)::int AS retrying,
      count(*) FILTER (WHERE j.attempts >= j.max_attempts)::int AS failed,
      count(*) FILTER (WHERE j.locked_at < now() - ${STUCK_AFTER}::interval)::int AS stuck
    FROM graphile_worker._private_tasks t
    JOIN graphile_worker._private_jobs j ON j.task_id = t.id
    GROUP BY t.identifier`);
  return result.rows;
}

/** Discrepancies the reconciliation left open (docs/product/booking-and-money.md). */
export async function openDiscrepancyCount(db: DbOrTx): Promise<number> {
  const result = await db.execute<{ open: number }>(
    sql`SELECT count(*)::int AS open FROM ecarts_rapprochement WHERE statut = 'OUVERT'`,
  );
  return result.rows[0]?.open ?? 0;
}
