import { formatDay } from '../dates/format';
import { RATING_MAX } from './rules';
import { plural } from '../french/plural';

const oneDecimal = new Intl.NumberFormat('fr-FR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** « 4,5 ★ ». */
export function formatRating(note: number): string {
  return `${oneDecimal.format(note)} ★`;
}

/** « 1 avis », « 3 avis » (avis is the same in the plural); « Aucun avis ». */
export function formatReviewCount(count: number): string {
  return count === 0 ? 'Aucun avis' : `${count} avis`;
}

/** What a screen reader says for a rating: « Note : 4,5 sur 5 ». */
export function ratingLabel(note: number): string {
  return `Note : ${oneDecimal.format(note)} sur ${RATING_MAX}`;
}

/** The stars of one review: « ★★★★☆ ». */
export function starsOf(note: number): string {
  const full = Math.max(0, Math.min(RATING_MAX, Math.round(note)));
  return '★'.repeat(full) + '☆'.repeat(RATING_MAX - full);
}

/** « 4 étoiles », « 1 étoile ». */
export function starCount(note: number): string {
  return plural(note, 'etoile');
}

/** « mardi 24 mars 2026 » for a YYYY-MM-DD calendar date. */
export function formatDayFr(isoDate: string): string {
  return formatDay(isoDate, 'weekdayLong');
}
