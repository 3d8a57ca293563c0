/** docs/product/booking-and-money.md GET /code-promo/{code} and POST /code-promo: a code has at most 32 characters. */
export const PROMO_CODE_MAX = 32;

/** Promo codes ignore case and surrounding spaces: the one spelling stored and looked up. */
export function normalisePromoCode(code: string): string {
  return code.trim().toUpperCase();
}
