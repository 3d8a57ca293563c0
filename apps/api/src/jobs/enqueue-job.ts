import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export interface EnqueueOptions {
  /** Same key = same job: a retried request does not enqueue it twice. */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
  /**
   * With a key, what a second enqueue does to the waiting job: `replace` (the default: its
   * payload and run time) or `preserve_run_at` (its run time stays, so a burst cannot keep
   * pushing a job back).
   */
  jobKeyMode?: 'replace' | 'preserve_run_at';
}

/** Adds a job in the caller's transaction (it only exists if the transaction commits). */
export async function enqueueJob(
  db: DbOrTx,
  task: string,
  payload: object,
  options: EnqueueOptions = {},
): Promise<void> {
  await db.execute(sql`
    SELECT graphile_worker.add_job(
      ${task},
      ${JSON.stringify(payload)}::json,
      run_at => ${options.runAt?.toISOString() ?? null}::timestamptz,
      max_attempts => ${options.maxAttempts ?? 10}::smallint,
      job_key => ${options.jobKey ?? null}::text,
      job_key_mode => ${options.jobKeyMode ?? 'replace'}::text
    )`);
}
