import { useId } from 'react';
import styles from './reviews.module.css';

/** A labelled plain-text area with its counter, hint and error (comment, reply, report). */
export function CommentField({
  label,
  hint,
  value,
  onChange,
  max,
  error,
  rows = 4,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error?: string;
  rows?: number;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.form}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className={styles.muted}>
          {hint}
        </span>
      ) : null}
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        rows={rows}
        maxLength={max}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <span className={styles.counter}>
        {value.length} / {max} caractères
      </span>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
