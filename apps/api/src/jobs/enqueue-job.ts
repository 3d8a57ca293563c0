import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export interface EnqueueOptions {
  /** Same key = same job: a retried request does not enqueue it twice. */
  jobKey?: string;
  runAt?: Date;
  maxAttempts?: number;
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
      job_key => ${options.jobKey ?? null}::text
    )`);
}
