import { z } from 'zod';
import { userSpaceTexts } from './texts';

/** spec §5 Phone: separators . ; - and spaces are stripped. */
export function normalisePhone(raw: string): string {
  return raw.replace(/[.;\-\s]/g, '');
}

/** spec §5 / §9: 06 or 07 followed by 8 digits. */
export function isValidMobile(normalised: string): boolean {
  return /^0[67]\d{8}$/.test(normalised);
}

export const telephoneBodySchema = z.object({
  telephone: z
    .string({ error: userSpaceTexts.phoneFormat })
    .transform(normalisePhone)
    .refine(isValidMobile, { error: userSpaceTexts.phoneFormat }),
});

/** spec §5: the SMS code has six digits. */
export const OTP_CODE_LENGTH = 6;

export const otpBodySchema = z.object({
  code: z
    .string({ error: userSpaceTexts.phoneCodeWrong })
    .trim()
    .max(OTP_CODE_LENGTH, userSpaceTexts.phoneCodeWrong)
    .regex(new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`), userSpaceTexts.phoneCodeWrong),
});

/** spec §9: a phone code is valid 24 hours. Five wrong codes lock the check for 30 minutes. */
export const OTP_VALIDITY_MS = 24 * 3600_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_LOCK_MS = 30 * 60_000;
/** Issue 16: an account receives at most this many new codes (SMS) in 24 hours. */
export const OTP_MAX_CODES_PER_DAY = 5;
