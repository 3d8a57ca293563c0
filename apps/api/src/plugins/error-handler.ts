import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import type { ApiError } from '@bonneroute/shared/api';
import { HttpError } from '../lib/http-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable, outageSummary } from '../db/outage';

export function sendError(
  reply: FastifyReply,
  status: number,
  detail: string,
  extra: Partial<ApiError> = {},
) {
  return reply
    .code(status)
    .type('application/json')
    .send({
      errors: [{ status: String(status), detail, ...extra }],
    });
}

/** "filter.email" → "filter[email]", as the client wrote it. */
function fieldName(path: readonly PropertyKey[]): string {
  const [first, ...rest] = path.map(String);
  return (first ?? '') + rest.map((part) => `[${part}]`).join('');
}

function describeValidation(error: FastifyError): { detail: string; pointer?: string } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const path = (first?.instancePath ?? '').split('/').filter(Boolean);
    const name = fieldName(path);
    const message = first?.message ?? apiErrorTexts.invalidInput;
    return {
      detail: name ? `${name} : ${message}` : message,
      pointer: name ? `/${error.validationContext ?? 'body'}/${path.join('/')}` : undefined,
    };
  }
  return { detail: apiErrorTexts.invalidInput };
}

/** Map of Fastify and plugin error codes to our French answers. */
const knownCodes: Record<string, { status: number; detail: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, detail: apiErrorTexts.payloadTooLarge },
  FST_REQ_FILE_TOO_LARGE: { status: 413, detail: apiErrorTexts.payloadTooLarge },
  FST_PARTS_LIMIT: { status: 413, detail: apiErrorTexts.payloadTooLarge },
  FST_FILES_LIMIT: { status: 413, detail: apiErrorTexts.payloadTooLarge },
  FST_FIELDS_LIMIT: { status: 413, detail: apiErrorTexts.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, detail: apiErrorTexts.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, detail: apiErrorTexts.invalidInput },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, detail: apiErrorTexts.invalidJson },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, detail: apiErrorTexts.invalidJson },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, detail: apiErrorTexts.unsupportedMediaType },
  FST_PROTO_VIOLATION: { status: 400, detail: apiErrorTexts.invalidMultipart },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, detail: apiErrorTexts.invalidMultipart },
  FST_MP_PREMATURE_CLOSE: { status: 400, detail: apiErrorTexts.invalidMultipart },
};

/**
 * PostgreSQL errors that only bad input can cause (a number out of range, a NUL byte, a value
 * too long for an index…). Schemas refuse these values first; this is the safety net.
 */
const inputDatabaseErrors = new Set([
  '22001', // string_data_right_truncation
  '22003', // numeric_value_out_of_range
  '22007', // invalid_datetime_format
  '22008', // datetime_field_overflow
  '22021', // character_not_in_repertoire (NUL byte, invalid UTF-8)
  '22025', // invalid_escape_sequence
  '2201B', // invalid_regular_expression
  '22P02', // invalid_text_representation
  '22P05', // untranslatable_character
  '54000', // program_limit_exceeded (index row too big)
]);

/** The SQLSTATE of a pg error, also when Drizzle wraps it (`DrizzleQueryError.cause`). */
function databaseErrorCode(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Busboy's parse failures (plain Errors): a malformed multipart body is the client's fault. */
const MULTIPART_PARSE_ERROR =
  /^(Unexpected end of multipart data|.* terminated early due to unexpected end of multipart data|Multipart: Boundary not found|Unsupported Content-Type|Malformed part header|Overflow\.)/i;

/** One error shape everywhere: `{"errors":[{"status":"422","detail":"<French text>"}]}`. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return sendError(reply, error.statusCode, error.detail, {
        ...(error.code ? { code: error.code } : {}),
        ...(error.pointer ? { source: { pointer: error.pointer } } : {}),
      });
    }
    if (error.validation) {
      const { detail, pointer } = describeValidation(error);
      return sendError(reply, 422, detail, {
        code: 'validation',
        ...(pointer ? { source: { pointer } } : {}),
      });
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return sendError(reply, 400, apiErrorTexts.invalidJson);
    }
    const known = error.code ? knownCodes[error.code] : undefined;
    if (known) return sendError(reply, known.status, known.detail);
    if (
      !error.statusCode &&
      (MULTIPART_PARSE_ERROR.test(error.message ?? '') ||
        (request.isMultipart() && request.body === undefined))
    ) {
      request.log.info({ err: error }, 'malformed multipart');
      return sendError(reply, 400, apiErrorTexts.invalidMultipart);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is down or restarting: the client may try again in a moment (no 500,
      // which would say the request itself is at fault; docs/decisions/021-outages-and-logs.md).
      // Its message only: a failed query's text and parameters would fill the log at every
      // request of the outage (and its parameters may be someone's data).
      request.log.warn({ cause: outageSummary(error) }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return sendError(reply, 503, apiErrorTexts.databaseUnavailable, { code: 'database' });
    }
    const sqlState = databaseErrorCode(error);
    if (sqlState && inputDatabaseErrors.has(sqlState)) {
      // A schema let the value through: answer 422, but log it so the schema gets fixed.
      request.log.warn({ err: error, sqlState }, 'input refused by the database');
      return sendError(reply, 422, apiErrorTexts.invalidValue);
    }
    if (error.statusCode === 429) return sendError(reply, 429, apiErrorTexts.rateLimited);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, error.statusCode, apiErrorTexts.invalidInput);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, apiErrorTexts.internal);
  });
});
