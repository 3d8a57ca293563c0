import { useId, useState } from 'react';
import { RATING_LABELS, RATING_MAX, starCount } from '@bonneroute/shared/reviews';
import styles from './star-input.module.css';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/**
 * The rating as five native radio buttons drawn as stars: arrows move between them, the legend
 * and each label are read out (« 4 étoiles — Bien »), and the meaning shows under the row.
 */
export function StarInput({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (note: number) => void;
  error?: string;
}) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={styles.legend}>Votre note</legend>
      <div className={styles.row} onMouseLeave={() => setHovered(null)}>
        {STARS.map((note) => (
          <label
            key={note}
            className={`${styles.star} ${shown !== null && note <= shown ? styles.on : ''}`}
            onMouseEnter={() => setHovered(note)}
          >
            <input
              type="radio"
              name={name}
              value={note}
              checked={value === note}
              onChange={() => onChange(note)}
              className={styles.radio}
            />
            <span aria-hidden="true">{shown !== null && note <= shown ? '★' : '☆'}</span>
            <span className="visually-hidden">
              {starCount(note)} — {RATING_LABELS[note]}
            </span>
          </label>
        ))}
      </div>
      <p className={styles.meaning} aria-hidden="true">
        {shown !== null ? `${starCount(shown)} : ${RATING_LABELS[shown]}` : 'De 1 à 5 étoiles'}
      </p>
      {error ? (
        <p id={`${name}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
