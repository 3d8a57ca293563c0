import {
  formatRating,
  formatReviewCount,
  RATING_MAX,
  ratingLabel,
  reviewTexts,
  starsOf,
} from '@bonneroute/shared/reviews';
import styles from './rating.module.css';
import { plural } from '@bonneroute/shared/french';

/**
 * A member's rating as every screen shows it: « 4,5 ★ · 3 avis », or « Nouveau
 * membre » before the first published review.
 */
export function Rating({
  note,
  count,
  className,
}: {
  note: number | null;
  count: number;
  className?: string;
}) {
  if (note === null || count === 0)
    return (
      <span className={`${styles.newMember} ${className ?? ''}`}>{reviewTexts.newMember}</span>
    );
  return (
    <span className={`${styles.rating} ${className ?? ''}`}>
      <span aria-hidden="true" className={styles.value}>
        {formatRating(note)}
      </span>
      <span className="visually-hidden">{ratingLabel(note)}, </span>
      <span aria-hidden="true"> · </span>
      {formatReviewCount(count)}
    </span>
  );
}

/** The stars of one review: « ★★★★☆ », read « 4 étoiles sur 5 ». */
export function ReviewStars({ note }: { note: number }) {
  return (
    <span
      role="img"
      aria-label={`${plural(note, 'etoile')} sur ${RATING_MAX}`}
      className={styles.stars}
    >
      {starsOf(note)}
    </span>
  );
}
