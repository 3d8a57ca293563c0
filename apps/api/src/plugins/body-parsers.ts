import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import qs from 'qs';
import { apiErrorTexts } from '@bonneroute/shared/texts';

/** A file received in a multipart body, fully buffered (sizes are bounded by UPLOAD_MAX_BYTES). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
}

export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' && value !== null && Buffer.isBuffer((value as UploadedFile).data)
  );
}

interface BodyParserOptions {
  uploadMaxBytes: number;
  bodyLimit: number;
}

/**
 * docs/product/README.md: write calls arrive as multipart, form-urlencoded or JSON. All three become the same
 * plain object before validation, so one zod schema validates every encoding.
 */
export const bodyParsersPlugin = fp(async (app: FastifyInstance, options: BodyParserOptions) => {
  await app.register(formbody, {
    bodyLimit: options.bodyLimit,
    parser: (body) => qs.parse(body, { depth: 3, arrayLimit: 50, parameterLimit: 200 }),
  });
  await app.register(multipart, {
    attachFieldsToBody: true,
    limits: {
      fileSize: options.uploadMaxBytes,
      files: 1,
      fields: 100,
      fieldSize: Math.min(options.bodyLimit, 64 * 1024),
      parts: 120,
    },
    throwFileSizeLimit: true,
    async onFile(part: MultipartFile) {
      const data = await part.toBuffer();
      (part as unknown as { value: UploadedFile }).value = {
        filename: part.filename,
        mimetype: part.mimetype,
        data,
      };
    },
  });

  // A multipart body is refused on its declared size before a byte is read. A chunked
  // one (no length) stays bounded by busboy's limits: one file, 100 fields of 64 KiB.
  const multipartMaxBytes = options.uploadMaxBytes + options.bodyLimit;
  // Callback hooks: a GET goes through both without a promise.
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return done(null, payload);
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > multipartMaxBytes) return done(payloadTooLarge());
    done(null, payload);
  });

  // Multipart fields arrive as {value, fieldname, …} objects: flatten them to plain values.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.isMultipart()) return done();
    // A form without a single field (`--boundary--`) is an empty object, as in JSON.
    if (typeof request.body !== 'object' || request.body === null) {
      request.body = {};
      return done();
    }
    const flat: Record<string, unknown> = {};
    for (const [key, entry] of Object.entries(request.body as Record<string, unknown>)) {
      const name = key.endsWith('[]') ? key.slice(0, -2) : key;
      flat[name] = Array.isArray(entry) ? entry.map(partValue) : partValue(entry);
    }
    request.body = flat;
    done();
  });
});

/** The error @fastify/multipart gives for a file over its limit, so routes answer it the same. */
function payloadTooLarge() {
  return Object.assign(new Error(apiErrorTexts.payloadTooLarge), {
    code: 'FST_REQ_FILE_TOO_LARGE',
    statusCode: 413,
  });
}

function partValue(part: unknown): unknown {
  if (typeof part !== 'object' || part === null) return part;
  const value = (part as MultipartValue | { value: unknown }).value;
  return value;
}
