import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import styles from './message-form.module.css';

interface MessageFormProps {
  label: string;
  max: number;
  submitLabel: string;
  isPending: boolean;
  error: string | null;
  /** Resolves true when the message was sent (the field is then cleared). */
  onSend: (text: string) => Promise<boolean>;
  autoFocus?: boolean;
}

/** A labelled text area with a character counter; an empty (or blank) message is not sent. */
export function MessageForm({
  label,
  max,
  submitLabel,
  isPending,
  error,
  onSend,
  autoFocus,
}: MessageFormProps) {
  const [text, setText] = useState('');
  const id = useId();
  const isBlank = text.trim().length === 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (isBlank || isPending) return;
    if (await onSend(text.trim())) setText('');
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={text}
        maxLength={max}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        autoFocus={autoFocus}
      />
      <span id={`${id}-count`} className={styles.counter}>
        {text.length} / {max} caractères
      </span>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={isBlank || isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
