import { z } from 'zod';
import { reviewTexts } from './texts';

/** C0 controls but tab and line breaks, DEL, C1 controls: never part of a typed text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/**
 * A plain text typed by a member (a comment, a reply, a report): line breaks normalised, trimmed,
 * no control characters, at most `max` characters counted after trimming. It is stored and shown
 * as text, never as HTML.
 */
export function plainText(max: number) {
  return z
    .string({ error: reviewTexts.textEmpty })
    .transform((value) => value.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, reviewTexts.textEmpty)
        .max(max, reviewTexts.textTooLong(max))
        .refine((value) => !CONTROL_CHARACTERS.test(value), reviewTexts.textControlCharacters),
    );
}

/** The same, optional: absent, null or blank means no text. */
export function optionalPlainText(max: number) {
  return z.preprocess(
    (value) =>
      value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value,
    plainText(max).optional(),
  );
}
