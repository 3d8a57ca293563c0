/**
 * Card rules shared by the payment form and the server (docs/product/booking-and-money.md: Card): number at most 16 digits,
 * cryptogram 3 digits, month 01–12, year from the current one through +14.
 */
export const CARD_NUMBER_MAX_LENGTH = 16;
export const CARD_CVC_LENGTH = 3;
/** docs/product/booking-and-money.md: this year and the next 14 (cards run up to ~10 years). */
export const CARD_YEARS_AHEAD = 14;

/** Published sandbox test numbers (README). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
} as const;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** « 4242 4242 4242 4242 »: the digits in groups of four, as printed on the card. */
export function formatCardNumber(digits: string): string {
  return onlyDigits(digits).replace(/(\d{4})(?=\d)/g, '$1 ');
}

export type CardBrand = 'Visa' | 'Mastercard' | 'American Express' | 'Maestro';

/** The network a number belongs to, from its first digits (IIN ranges), or null. */
export function cardBrand(number: string): CardBrand | null {
  const digits = onlyDigits(number);
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(5018|5020|5038|5893|6304|6759|676[1-3])/.test(digits)) return 'Maestro';
  return null;
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

/** Years offered in the form: current year through +14 (docs/product/booking-and-money.md). */
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
