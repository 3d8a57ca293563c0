import type { FastifyBaseLogger } from 'fastify';
import {
  Logger,
  run,
  runMigrations,
  runOnce,
  type LogFunctionFactory,
  type Runner,
  type TaskList,
} from 'graphile-worker';
import type pg from 'pg';

export type JobHandler<Payload> = (
  payload: Payload,
  job: { id: string; attempts: number },
) => Promise<void>;

function workerLogger(log: FastifyBaseLogger): Logger {
  const factory: LogFunctionFactory = (scope) => (level, message, meta) => {
    const entry = { scope: scope.label ?? 'jobs', ...meta };
    if (level === 'error') log.error(entry, message);
    else if (level === 'warning') log.warn(entry, message);
    else if (level === 'info') log.info(entry, message);
    else log.debug(entry, message);
  };
  return new Logger(factory);
}

/** graphile-worker keeps its own tables in the `graphile_worker` schema. */
export async function migrateJobQueue(pool: pg.Pool): Promise<void> {
  await runMigrations({ pgPool: pool, logger: new Logger(() => () => undefined) });
}

/**
 * A Postgres-backed job queue (graphile-worker): jobs are rows, so enqueueing them in the same
 * transaction as the change they belong to (`enqueueJob`) means no job is lost and none runs for
 * a change that was rolled back. Features define their tasks and cron lines while the app builds.
 */
export class JobQueue {
  private readonly tasks: TaskList = {};
  private readonly cronLines: string[] = [];
  private runner: Runner | undefined;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  define<Payload>(name: string, handler: JobHandler<Payload>): void {
    if (this.tasks[name]) throw new Error(`tâche déjà définie : ${name}`);
    this.tasks[name] = async (payload, helpers) => {
      await handler(payload as Payload, { id: helpers.job.id, attempts: helpers.job.attempts });
    };
  }

  /** A crontab line, e.g. `*\/5 * * * * mark_trips_done` (graphile-worker syntax). */
  schedule(cronLine: string): void {
    this.cronLines.push(cronLine);
  }

  get taskNames(): string[] {
    return Object.keys(this.tasks);
  }

  async start(concurrency = 2): Promise<void> {
    if (this.runner || Object.keys(this.tasks).length === 0) return;
    this.runner = await run({
      pgPool: this.pool,
      taskList: this.tasks,
      crontab: this.cronLines.join('\n'),
      concurrency,
      noHandleSignals: true,
      pollInterval: 1000,
      logger: workerLogger(this.log),
    });
  }

  async stop(): Promise<void> {
    const runner = this.runner;
    this.runner = undefined;
    await runner?.stop();
  }

  /** Runs every job that is due now, then returns (tests, one-off scripts). */
  async drain(): Promise<void> {
    if (Object.keys(this.tasks).length === 0) return;
    await runOnce({
      pgPool: this.pool,
      taskList: this.tasks,
      noHandleSignals: true,
      logger: workerLogger(this.log),
    });
  }
}
