import pino, { type LoggerOptions } from 'pino';

/**
 * Link secrets never reach the logs (docs/decisions/021-outages-and-logs.md): whoever reads them
 * must not be able to use a pending reset link, validate someone's address, confirm a visitor's
 * alert, stop an alert or follow a 3-D Secure return. One place knows which parts of a URL are
 * secrets; every logger of the process (Fastify's request logger and all its children: the job
 * queue's, the realtime's…) goes through the serializers and the hook below.
 */
export const SECRET_CENSOR = '[secret]';

/** Pages whose next path segment is a one-time secret (`/reset-mot-de-passe/{secret}/{email}`). */
const SECRET_PATH =
  /(\/(?:reset-mot-de-passe|validation-email|alertes\/confirmation|sandbox\/3ds)\/)[^/?#\s"'<>]+/g;

/**
 * Query parameters that are secrets wherever they appear: the 3-D Secure return key (`cle`), the
 * signature of an unsubscribe link, and any token or hash a link may carry.
 */
const SECRET_QUERY = /([?&](?:cle|signature|token|jeton|hash|secret|code_secret)=)[^&#\s"'<>]*/gi;

/** Any text (a URL, an error message, a stack) with its link secrets replaced by `[secret]`. */
export function redactSecrets(text: string): string {
  if (!text.includes('/') && !text.includes('=')) return text;
  return text
    .replace(SECRET_PATH, `$1${SECRET_CENSOR}`)
    .replace(SECRET_QUERY, `$1${SECRET_CENSOR}`);
}

interface RequestLike {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, its URL redacted. */
function serializeRequest(request: RequestLike) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactSecrets(request.url) : request.url,
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

function serializeError(error: unknown) {
  const serialized = pino.stdSerializers.err(error as Error) as Record<string, unknown>;
  if (!serialized || typeof serialized !== 'object') return serialized;
  for (const key of ['message', 'stack', 'url'])
    if (typeof serialized[key] === 'string')
      serialized[key] = redactSecrets(serialized[key] as string);
  return serialized;
}

/** By key of a log line's object: `req`, `err`, and any `url` a feature logs. */
export const logSerializers = {
  req: serializeRequest,
  res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
  err: serializeError,
  url: (url: unknown) => (typeof url === 'string' ? redactSecrets(url) : url),
};

/** Messages too (`Route GET:/… not found` and the like). */
const hooks: LoggerOptions['hooks'] = {
  logMethod(args, method) {
    for (let i = 0; i < args.length; i += 1)
      if (typeof args[i] === 'string') args[i] = redactSecrets(args[i] as string);
    method.apply(this, args as Parameters<typeof method>);
  },
};

/**
 * The options of the process's logger: `given` (tests pass their own destination) with our
 * serializers and hook always on top, so no logger of the app writes a link secret.
 */
export function withRedaction(given: Record<string, unknown>): Record<string, unknown> {
  return {
    ...given,
    serializers: { ...(given.serializers as object | undefined), ...logSerializers },
    hooks,
  };
}
