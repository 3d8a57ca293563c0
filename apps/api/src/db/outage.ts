/**
 * Whether an error means "the database cannot be reached right now" (docs/decisions/021-outages-and-logs.md):
 * the server refused or dropped the connection, is shutting down or starting up (crash recovery),
 * or the pool could not get a connection in time. Recognised from the error itself (its code, or
 * the message of node-postgres, which gives none), walking Drizzle's `cause` and Node's
 * AggregateError (one attempt per address of `localhost`), never from the route that failed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 16) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && OUTAGE_CODES.test(code)) return true;
    if (typeof message === 'string' && OUTAGE_MESSAGES.test(message)) return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...(errors as unknown[]));
  }
  return false;
}

/**
 * Node's socket errors, and PostgreSQL's SQLSTATEs of class 08 (connection exception) and
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, recovering).
 */
const OUTAGE_CODES =
  /^(ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|EAI_AGAIN|08[0-9A-Z]{3}|57P0[123])$/;

/** node-postgres' own errors, which carry no code. */
const OUTAGE_MESSAGES =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Connection terminated by user)$/;

/** How long a client is told to wait before trying again (seconds, `Retry-After`). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The innermost cause's code and message, for a short log line. */
export function outageSummary(error: unknown): string {
  let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current?.cause && depth < 8; depth += 1)
    current = current.cause as typeof current;
  const code = typeof current?.code === 'string' ? `${current.code} ` : '';
  return `${code}${typeof current?.message === 'string' ? current.message : String(current)}`;
}
