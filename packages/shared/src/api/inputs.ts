import { z } from 'zod';
import { INT32_MAX } from '../limits';

/*
 * Every input the API reads goes through these helpers, so that no value can reach
 * PostgreSQL in a form it refuses (an int4 above 2³¹−1, a NUL byte in a text) and answer 500.
 */

export { INT32_MAX, INT32_MIN } from '../limits';

/** Control characters (C0, DEL, C1); a multi-line text keeps tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001F\u007F-\u009F]*$/;
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const MULTI_LINE = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;

export const inputTexts = {
  controlCharacters: 'contient des caractères non autorisés',
  multiLineControlCharacters:
    'contient des caractères non autorisés (seuls les retours à la ligne et les tabulations sont acceptés)',
  notAnId: 'doit être un identifiant (nombre entier positif)',
  idTooLarge: `doit être au plus ${INT32_MAX}`,
} as const;

/**
 * The one text schema: a string without NUL or other control characters. Multi-line texts
 * (messages, descriptions) keep newlines and tabs. Chain `.trim()`, `.min()`, `.max()` as usual.
 */
export function text(
  options: {
    multiline?: boolean;
    error?: z.core.$ZodStringParams['error'];
    /** The message for a control character, when a feature has its own. */
    controlError?: string;
  } = {},
) {
  return z
    .string(options.error ? { error: options.error } : undefined)
    .regex(
      options.multiline ? MULTI_LINE : SINGLE_LINE,
      options.controlError ??
        (options.multiline ? inputTexts.multiLineControlCharacters : inputTexts.controlCharacters),
    );
}

/**
 * The one id schema (path parameters `{id}`, `{tripId}`, …): a positive 32-bit integer,
 * 1..2147483647, read from the path's string (decimal digits only: no `1e3`, `0x10`, `1.0`).
 */
export const idSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: inputTexts.notAnId })
    .int(inputTexts.notAnId)
    .min(1, inputTexts.notAnId)
    .max(INT32_MAX, inputTexts.idTooLarge),
);

/** `{ id }` path parameters. */
export const idParams = z.object({ id: idSchema });

/** Path parameters made of ids only, e.g. `idParamsOf('id', 'vehiculeId')`. */
export function idParamsOf<const K extends string>(...names: K[]) {
  return z.object(
    Object.fromEntries(names.map((name) => [name, idSchema])) as Record<K, typeof idSchema>,
  );
}
