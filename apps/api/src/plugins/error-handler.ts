import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiErrorTexts } from '@bonneroute/shared/texts';
import type { ApiError } from '@bonneroute/shared/api';
import { HttpError } from '../lib/http-error';

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
};

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
    if (error.statusCode === 429) return sendError(reply, 429, apiErrorTexts.rateLimited);
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, error.statusCode, apiErrorTexts.invalidInput);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, apiErrorTexts.internal);
  });
});
