import { electronicFormatIBAN, extractIBAN, friendlyFormatIBAN, isValidIBAN } from 'ibantools';

/** "fr76 3000 …" → "FR763000…" (no spaces, upper case). */
export function normaliseIban(raw: string): string {
  return electronicFormatIBAN(raw) ?? raw.replace(/\s+/g, '').toUpperCase();
}

/** Real checksum validation (ISO 13616 mod 97 and each country's length). */
export function isIban(raw: string): boolean {
  return isValidIBAN(normaliseIban(raw));
}

/** The country of the bank holding the account (« BE » for BE68 5390…), null for no IBAN. */
export function ibanCountry(raw: string): string | null {
  const extracted = extractIBAN(normaliseIban(raw));
  return extracted.valid ? (extracted.countryCode ?? null) : null;
}

/** docs/product/user-space.md "masked display": the country, check digits and the last four characters only. */
export function maskIban(iban: string): string {
  const electronic = normaliseIban(iban);
  const masked = electronic.slice(0, 4) + '•'.repeat(electronic.length - 8) + electronic.slice(-4);
  return friendlyFormatIBAN(masked) ?? masked;
}

/** docs/product/user-space.md: the placeholder shows the French format. */
export const IBAN_PLACEHOLDER = 'FR76 3000 6000 0112 3456 7890 189';
