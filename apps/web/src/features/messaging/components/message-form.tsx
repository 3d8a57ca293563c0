import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { TRIP_MESSAGE_MAX } from '@bonneroute/shared/messaging';
import { Button } from '@/components/ui/button';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import styles from './message-form.module.css';

/** The server's trip message schema, loaded when the form first checks (no zod on the trip page). */
const resolver = lazyResolver(async () =>
  zodResolver((await import('../lib/message-schemas')).tripMessageFormSchema),
);
/** The limit the server's schema is built with (tripMessageFormSchema: same constant). */
const max = TRIP_MESSAGE_MAX;

interface MessageFormProps {
  label: string;
  submitLabel: string;
  isPending: boolean;
  error: string | null;
  /** Resolves true when the message was sent (the field is then cleared). */
  onSend: (text: string) => Promise<boolean>;
  autoFocus?: boolean;
  /** A line under the box (the contact details masked until a booking). */
  hint?: string;
}

/**
 * A labelled text area with a character counter. The server's schema decides what may be sent:
 * while it refuses the text (empty or blank) the button stays disabled; the text sent is the
 * schema's (trimmed).
 */
export function MessageForm({
  label,
  submitLabel,
  isPending,
  error,
  onSend,
  autoFocus,
  hint,
}: MessageFormProps) {
  const form = useForm({
    defaultValues: { message: '' },
    mode: 'onChange',
    resolver,
  });
  const text = useWatch({ control: form.control, name: 'message' });
  const id = useId();
  // A refusal other than « empty » (a control character) is told; an empty box just waits.
  const refused = form.formState.errors.message;
  const shown = error ?? (refused && refused.type !== 'too_small' ? refused.message : null);

  const submit = form.handleSubmit(async ({ message }) => {
    if (isPending) return;
    if (await onSend(message)) form.reset();
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        maxLength={max}
        {...form.register('message')}
        aria-describedby={`${id}-count${hint ? ` ${id}-hint` : ''}${shown ? ` ${id}-error` : ''}`}
        aria-invalid={shown ? true : undefined}
        autoFocus={autoFocus}
      />
      <span id={`${id}-count`} className={styles.counter}>
        {text.length} / {max} caractères
      </span>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {shown ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {shown}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={!form.formState.isValid || isPending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
