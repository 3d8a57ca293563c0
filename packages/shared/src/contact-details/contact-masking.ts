import {
  findPhoneNumbersInText,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js/max';
import { findNumberRuns } from './number-runs';

/** docs/product/messaging.md « Coordonnées masquées »: what replaces a phone, an e-mail, a handle. */
export const MASKED_CONTACT = '[coordonnées masquées jusqu’à la réservation]';

/** The countries whose numbers members write (decision 025): FR, BE, CH with a trunk zero, LU. */
const NATIONAL_COUNTRIES: CountryCode[] = ['FR', 'BE', 'CH'];
const CALLING_CODES = ['33', '32', '352', '41'];

type Span = [number, number];

/** A run of digits that is a phone of FR/BE/LU/CH for libphonenumber (9 digits at least). */
function isPhoneDigits(digits: string, plus: boolean): boolean {
  let international = plus ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  if (international !== null) {
    // « +33 (0)6 12 34 56 78 »: the trunk zero after the calling code.
    const code = CALLING_CODES.find((c) => international!.startsWith(c));
    if (!code) return false;
    if (international[code.length] === '0') {
      international = code + international.slice(code.length + 1);
    }
    return parsePhoneNumberFromString(`+${international}`)?.isValid() ?? false;
  }
  // Dates (« 20261205 »), prices and postcodes stay below 9 digits; a national number needs its
  // trunk zero, except Luxembourg's (no trunk prefix: its 9-digit mobiles, « 621 123 456 »).
  if (digits.length < 9 || digits.length > 10) return false;
  const countries: CountryCode[] = digits.startsWith('0') ? ['FR', 'BE', 'CH'] : ['LU'];
  return countries.some((country) => {
    const phone = parsePhoneNumberFromString(digits, country);
    return phone?.isValid() === true && (country !== 'LU' || phone.getType() === 'MOBILE');
  });
}

function phoneSpans(text: string): Span[] {
  const spans: Span[] = [];
  // Luxembourg's national numbers have no trunk zero: read by the runs below, mobiles only
  // (as a default country it would take a date or a postcode for a fixed line).
  for (const country of NATIONAL_COUNTRIES) {
    for (const found of findPhoneNumbersInText(text, { defaultCountry: country })) {
      if (found.number.nationalNumber.length >= 8) spans.push([found.startsAt, found.endsAt]);
    }
  }
  for (const run of findNumberRuns(text)) {
    if (isPhoneDigits(run.digits, run.plus)) spans.push([run.start, run.end]);
  }
  return spans;
}

// Words people write instead of « @ » and « . » to get an address past a filter.
const AT = String.raw`(?:\s*@\s*|\s*[([]\s*at\s*[)\]]\s*|\s+(?:arobase|arobas|arrobase|at)\s+)`;
const DOT = String.raw`(?:\s*\.\s*|\s*[([]\s*(?:dot|point)\s*[)\]]\s*|\s+(?:point|dot)\s+)`;
const TLD = '(?:com|fr|net|org|be|ch|lu|eu|io|me|info|biz|co|de|uk|es|it)';
const LOCAL = String.raw`[\p{L}\p{N}_+-]+(?:${DOT}[\p{L}\p{N}_+-]+)*`;
const EMAIL = new RegExp(
  String.raw`${LOCAL}${AT}[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)*${DOT}${TLD}\b`,
  'giu',
);
const PLAIN_EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/giu;

const LINK =
  /\b(?:https?:\/\/)?(?:www\.)?(?:wa\.me|t\.me|telegram\.me|signal\.me|api\.whatsapp\.com|chat\.whatsapp\.com|snapchat\.com\/add|instagram\.com|m\.me|fb\.me|facebook\.com)\/[^\s,;!?)]*/giu;
// « @jean_d » (Instagram, Telegram, Snapchat): not « @ 8h », nor an address's domain.
const HANDLE = /(?<![\p{L}\p{N}._%+-])@[\p{L}\p{N}_.]{2,30}(?<!\.)/giu;
const APPS = String.raw`(?:whats\s?app|whatsap|wap|telegram|tg|signal|snap(?:chat)?|insta(?:gram)?|messenger|facebook|fb|tiktok)`;
// « snap : jean.d75 », « mon insta c’est jeandu_69 », « Telegram @jeanD ».
const APP_HANDLE = new RegExp(
  String.raw`\b${APPS}\s*(?::|=|->|c['’]est|est)\s*@?[\p{L}\p{N}_.]{3,30}|\b${APPS}\s+@?(?=[\p{L}\p{N}_.]*[\d_.])[\p{L}\p{N}_.]{3,30}`,
  'giu',
);

function patternSpans(text: string, pattern: RegExp): Span[] {
  return [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length] as Span);
}

function merge(spans: Span[]): Span[] {
  const sorted = [...spans].sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Span[] = [];
  for (const span of sorted) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/**
 * docs/product/messaging.md « Coordonnées masquées »: phones of FR/BE/LU/CH (digits, « +33 »,
 * « 0033 », spaced, dotted, dashed or dictated in words), e-mail addresses (« @ » or « arobase »,
 * with spaces) and messaging-app handles and links, each replaced by MASKED_CONTACT.
 */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  const spans = merge([
    ...phoneSpans(text),
    ...patternSpans(text, EMAIL),
    ...patternSpans(text, PLAIN_EMAIL),
    ...patternSpans(text, LINK),
    ...patternSpans(text, HANDLE),
    ...patternSpans(text, APP_HANDLE),
  ]);
  if (spans.length === 0) return { text, masked: false };
  let out = '';
  let at = 0;
  for (const [start, end] of spans) {
    out += text.slice(at, start) + MASKED_CONTACT;
    at = end;
  }
  return { text: out + text.slice(at), masked: true };
}
