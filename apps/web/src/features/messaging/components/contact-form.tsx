import { useId, useState, type FormEvent } from 'react';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  publicMessageBodySchema,
} from '@bonneroute/shared/messaging';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { sendContactMessage } from '../api/send-contact-message';
import styles from './message-form.module.css';

type Field = 'nom' | 'email' | 'message';

/**
 * The contact form (spec §5 limits). spec §8: a failed call still shows the confirmation; only a
 * flood refusal (429) is told, so that the visitor knows to wait.
 */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const [values, setValues] = useState<Record<Field, string>>({ nom: '', email: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const messageId = useId();

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = publicMessageBodySchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setRefusal(null);
    setSending(true);
    try {
      await sendContactMessage(parsed.data);
      onSent();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 429) setRefusal(caught.detail);
      else onSent();
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label="Votre nom"
        value={values.nom}
        maxLength={CONTACT_NAME_MAX}
        autoComplete="name"
        onChange={(event) => set('nom')(event.target.value)}
        error={errors.nom}
      />
      <TextField
        label="Votre adresse e-mail"
        type="email"
        value={values.email}
        maxLength={CONTACT_EMAIL_MAX}
        autoComplete="email"
        onChange={(event) => set('email')(event.target.value)}
        error={errors.email}
      />
      <label className={styles.label} htmlFor={messageId}>
        Votre message
      </label>
      <textarea
        id={messageId}
        className={styles.textarea}
        value={values.message}
        maxLength={CONTACT_MESSAGE_MAX}
        onChange={(event) => set('message')(event.target.value)}
        aria-invalid={errors.message ? true : undefined}
        aria-describedby={errors.message ? `${messageId}-error` : undefined}
      />
      <span className={styles.counter}>
        {values.message.length} / {CONTACT_MESSAGE_MAX} caractères
      </span>
      {errors.message ? (
        <p id={`${messageId}-error`} className={styles.error}>
          {errors.message}
        </p>
      ) : null}
      {refusal ? (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSending}>
          Envoyer
        </Button>
      </div>
    </form>
  );
}
