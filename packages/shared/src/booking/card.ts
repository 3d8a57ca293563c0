/**
 * Card rules shared by the payment form and the server (spec §5 Card): number at most 16 digits,
 * cryptogram 3 digits, month 01–12, year from the current one through +4.
 */
export const CARD_NUMBER_MAX_LENGTH = 16;
export const CARD_CVC_LENGTH = 3;
export const CARD_YEARS_AHEAD = 4;

/** Published sandbox test numbers (README). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
} as const;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** The Luhn checksum every real card number satisfies. */
export function isLuhnValid(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Years offered in the form: current year through +4 (spec §5). */
export function expiryYears(now: Date = new Date()): number[] {
  const year = now.getFullYear();
  return Array.from({ length: CARD_YEARS_AHEAD + 1 }, (_, i) => year + i);
}

/** A card is usable through the last day of its expiry month. */
export function isExpired(month: number, year: number, now: Date = new Date()): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return year < currentYear || (year === currentYear && month < currentMonth);
}
