import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import {
  Logger,
  run,
  runOnce,
  type LogFunctionFactory,
  type Runner,
  type TaskList,
  type WorkerEvents,
} from 'graphile-worker';
import type pg from 'pg';

export type JobHandler<Payload> = (
  payload: Payload,
  job: { id: string; attempts: number },
) => Promise<void>;

/** Wraps every job run (timing, tracing, tests counting runs); calls `next` to run the task. */
export type JobMiddleware = (
  run: { task: string; payload: unknown; id: string; attempts: number },
  next: () => Promise<void>,
) => Promise<void>;

/**
 * How far back a starting runner schedules cron slots that no process ran (every instance was
 * down at that minute, during a deploy): each missed slot then runs once, like any other.
 */
export const DEFAULT_CRON_BACKFILL = '1h';

/** After a failure, the runner is started again after 1 s, then 2, 4… at most 10 s apart. */
const RESTART_FIRST_DELAY_MS = 1000;
const RESTART_MAX_DELAY_MS = 10_000;

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

/** `fields task [?options] [payload]` with a `fill` option: the given one, its own, or ours. */
function withBackfill(line: string, backfill?: string): string {
  const parts = /^(\S+ \S+ \S+ \S+ \S+ \S+)(?: \?(\S*))?(?: (.*))?$/.exec(line.trim());
  if (!parts) throw new Error(`ligne de crontab invalide : ${line}`);
  const [, head, options = '', payload] = parts;
  const kept = options.split('&').filter((option) => option && !option.startsWith('fill='));
  const own = /(?:^|&)fill=([^&]+)/.exec(options)?.[1];
  kept.push(`fill=${backfill ?? own ?? DEFAULT_CRON_BACKFILL}`);
  return [head, `?${kept.join('&')}`, payload].filter(Boolean).join(' ');
}

/**
 * A Postgres-backed job queue (graphile-worker): jobs are rows, so enqueueing them in the same
 * transaction as the change they belong to (`enqueueJob`) means no job is lost and none runs for
 * a change that was rolled back. Features define their tasks and cron lines while the app builds.
 */
export class JobQueue {
  private readonly tasks: TaskList = {};
  private readonly cronLines: string[] = [];
  private readonly middlewares: JobMiddleware[] = [];
  private runner: Runner | undefined;
  private stopped = false;
  private launchOptions: { concurrency: number; cronBackfill?: string } = { concurrency: 2 };
  private restartTimer: NodeJS.Timeout | undefined;
  private restartDelayMs = RESTART_FIRST_DELAY_MS;
  /** graphile-worker's events of this process's runner (`job:success`, `cron:started`…). */
  readonly events: WorkerEvents = new EventEmitter() as WorkerEvents;

  constructor(
    private readonly pool: pg.Pool,
    private readonly log: FastifyBaseLogger,
  ) {}

  define<Payload>(name: string, handler: JobHandler<Payload>): void {
    if (this.tasks[name]) throw new Error(`tâche déjà définie : ${name}`);
    this.tasks[name] = async (payload, helpers) => {
      const job = { id: helpers.job.id, attempts: helpers.job.attempts };
      const call = (index: number): Promise<void> => {
        const middleware = this.middlewares[index];
        if (!middleware) return handler(payload as Payload, job);
        return middleware({ task: name, payload, ...job }, () => call(index + 1));
      };
      await call(0);
    };
  }

  use(middleware: JobMiddleware): void {
    this.middlewares.push(middleware);
  }

  /**
   * A crontab line, e.g. `*\/15 * * * * trajets_effectues` (graphile-worker syntax, UTC). Every
   * API process registers the same lines; graphile-worker schedules each minute's slot once for
   * all of them (`known_crontabs`), so a cron job runs once whatever the number of processes.
   * Without options of its own, a line catches up on missed slots for DEFAULT_CRON_BACKFILL.
   */
  schedule(cronLine: string): void {
    this.cronLines.push(cronLine);
  }

  get taskNames(): string[] {
    return Object.keys(this.tasks);
  }

  /** The crontab the runner uses; `backfill` overrides the catch-up period of every line. */
  crontab(backfill?: string): string {
    return this.cronLines.map((line) => withBackfill(line, backfill)).join('\n');
  }

  async start(concurrency = 2, options: { cronBackfill?: string } = {}): Promise<void> {
    if (this.runner || Object.keys(this.tasks).length === 0) return;
    this.stopped = false;
    this.launchOptions = { concurrency, cronBackfill: options.cronBackfill };
    await this.launch();
  }

  private async launch(): Promise<void> {
    const runner = await run({
      pgPool: this.pool,
      taskList: this.tasks,
      crontab: this.crontab(this.launchOptions.cronBackfill),
      events: this.events,
      concurrency: this.launchOptions.concurrency,
      noHandleSignals: true,
      pollInterval: 1000,
      logger: workerLogger(this.log),
    });
    if (this.stopped) {
      await runner.stop();
      return;
    }
    this.runner = runner;
    this.restartDelayMs = RESTART_FIRST_DELAY_MS;
    // graphile-worker stops its whole runner when a cron tick cannot reach the database (the
    // process used to die of the rejection): the runner is started again once it answers.
    runner.promise.then(
      () => this.runnerEnded(runner),
      (error: unknown) => this.runnerEnded(runner, error),
    );
  }

  private runnerEnded(runner: Runner, error?: unknown): void {
    if (this.stopped || this.runner !== runner) return;
    this.runner = undefined;
    this.log.warn({ err: error }, 'file de tâches arrêtée : redémarrage');
    this.scheduleRestart();
  }

  private scheduleRestart(): void {
    const delay = this.restartDelayMs;
    this.restartDelayMs = Math.min(delay * 2, RESTART_MAX_DELAY_MS);
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      if (this.stopped) return;
      this.launch().catch((error: unknown) => {
        this.log.warn({ err: error }, 'file de tâches : base de données toujours inaccessible');
        if (!this.stopped) this.scheduleRestart();
      });
    }, delay);
    this.restartTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
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
