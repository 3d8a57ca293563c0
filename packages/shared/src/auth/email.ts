import { z } from 'zod';
import { text } from '../api';
import { EMAIL_MAX_LENGTH } from './limits';
import { authTexts } from './texts';

/**
 * docs/product/accounts.md E-mail: standard pattern, max 180. Addresses are compared and stored trimmed and
 * lower-cased, so " Lea@Exemple.FR " and "lea@exemple.fr" are one account.
 */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const emailSchema = text({ error: authTexts.emailRequired })
  .transform(normaliseEmail)
  .pipe(
    text()
      .min(1, authTexts.emailRequired)
      .max(EMAIL_MAX_LENGTH, authTexts.emailTooLong)
      .pipe(z.email({ error: authTexts.emailInvalid })),
  );

/** The first problem of a typed address, or null when it is acceptable. */
export function emailProblem(value: string): string | null {
  const result = emailSchema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? authTexts.emailInvalid);
}
