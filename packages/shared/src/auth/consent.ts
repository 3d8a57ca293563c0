import { z } from 'zod';
import { flag01 } from '../api';
import { authTexts } from './texts';

/**
 * docs/product/accounts.md "Consent at sign-up": the version of the terms of use and privacy
 * notice a new member accepts — the date they last changed. Each account stores the version it
 * accepted and when; a new version is a new date here (and on the two pages).
 */
export const TERMS_VERSION = '2026-12-03';

/**
 * The two boxes of the sign-up, both unchecked at first: the terms and privacy notice (required,
 * « 1 »), and the newsletter (optional, separate: refusing it never blocks the sign-up).
 */
export const consentFieldsSchema = z.object({
  // Sent as « 1 » by the form (multipart), 1 or true by a JSON client; anything else is a refusal.
  cgu: z.preprocess(
    (value) => (value === true || value === 1 || value === '1' ? 1 : value),
    z.literal(1, { error: authTexts.termsRequired }),
  ),
  newsletter: flag01.optional(),
});
export type ConsentFields = z.infer<typeof consentFieldsSchema>;

/** What an account stores of the consent given now. */
export function consentRecord(consent: ConsentFields, now: Date = new Date()) {
  return {
    conditions_version: TERMS_VERSION,
    conditions_acceptees_le: now,
    newsletter_acceptee_le: consent.newsletter === 1 ? now : null,
  };
}
