import { z } from 'zod';
import { text } from '../api';
import { reviewTexts } from './texts';

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
      text({ multiline: true, controlError: reviewTexts.textControlCharacters })
        .min(1, reviewTexts.textEmpty)
        .max(max, reviewTexts.textTooLong(max)),
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
