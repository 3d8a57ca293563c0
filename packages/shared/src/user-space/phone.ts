import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import { z } from 'zod';
import { text } from '../api';
import { userSpaceTexts } from './texts';

/**
 * The countries whose mobiles an account may verify: the four countries BonneRoute serves
 * (docs/decisions/025-phones-and-bank-accounts-abroad.md). A number without its country code is
 * read as French, so « 06 12 34 56 78 » works as it always did.
 */
export const PHONE_COUNTRIES = ['FR', 'BE', 'LU', 'CH'] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number];
const DEFAULT_PHONE_COUNTRY: CountryCode = 'FR';

const isPhoneCountry = (code: string | undefined): code is PhoneCountry =>
  (PHONE_COUNTRIES as readonly string[]).includes(code ?? '');

/**
 * libphonenumber-js's "mobile" metadata: a number is valid only if it is a mobile of its country
 * (an SMS must reach it), so a French 01–05 landline or an unassigned 07 1x range is refused.
 */
function parseMobile(raw: string) {
  // « ; » may separate digits (docs/product/user-space.md#phone); the library would read it as
  // the start of RFC 3966 parameters.
  return parsePhoneNumberFromString(raw.replace(/;/g, ' ').trim(), DEFAULT_PHONE_COUNTRY);
}

export type PhoneCheck =
  { ok: true; e164: string; country: PhoneCountry } | { ok: false; reason: 'format' | 'country' };

/** « 06.12-34 56 78 », « +32 470 12 34 56 », « 0032 470… » → the E.164 form, or why not. */
export function checkMobile(raw: string): PhoneCheck {
  const parsed = parseMobile(raw);
  if (!parsed?.isValid()) return { ok: false, reason: 'format' };
  if (!isPhoneCountry(parsed.country)) return { ok: false, reason: 'country' };
  return { ok: true, e164: parsed.number, country: parsed.country };
}

/** The E.164 form of a valid mobile of one of PHONE_COUNTRIES, otherwise null. */
export function toE164Mobile(raw: string): string | null {
  const check = checkMobile(raw);
  return check.ok ? check.e164 : null;
}

/**
 * How a stored number is shown: a French number as the French write it (« 06 12 34 56 78 »), any
 * other in international form (« +32 470 12 34 56 »), since a French reader could not dial a
 * Belgian « 0470 … » from France. A value the library cannot read is shown as stored.
 */
export function formatPhone(stored: string | null | undefined): string {
  if (!stored) return '';
  const parsed = parsePhoneNumberFromString(stored, DEFAULT_PHONE_COUNTRY);
  if (!parsed) return stored;
  return parsed.country === 'FR' ? parsed.formatNational() : parsed.formatInternational();
}

/** POST /utilisateurs/{id}/telephone: the number as typed, answered and stored in E.164. */
export const telephoneBodySchema = z.object({
  telephone: text({ error: userSpaceTexts.phoneFormat }).transform((raw, context) => {
    const check = checkMobile(raw);
    if (check.ok) return check.e164;
    context.addIssue({
      code: 'custom',
      message:
        check.reason === 'country' ? userSpaceTexts.phoneCountry : userSpaceTexts.phoneFormat,
    });
    return z.NEVER;
  }),
});

/** docs/product/user-space.md: the SMS code has six digits. */
export const OTP_CODE_LENGTH = 6;

export const otpBodySchema = z.object({
  code: z
    .string({ error: userSpaceTexts.phoneCodeWrong })
    .trim()
    .max(OTP_CODE_LENGTH, userSpaceTexts.phoneCodeWrong)
    .regex(new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`), userSpaceTexts.phoneCodeWrong),
});

/** docs/product/user-space.md: a phone code is valid 24 hours. Five wrong codes lock the check for 30 minutes. */
export const OTP_VALIDITY_MS = 24 * 3600_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_LOCK_MS = 30 * 60_000;
/** An account receives at most this many new codes (SMS) in 24 hours. */
export const OTP_MAX_CODES_PER_DAY = 5;
