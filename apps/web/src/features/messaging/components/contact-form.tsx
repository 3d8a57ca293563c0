import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { publicMessageBodySchema } from '@bonneroute/shared/messaging';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { ApiError } from '@/lib/api-client';
import { maxLengthOf, textRules } from '@/lib/forms/schema-rules';
import { sendContactMessage } from '../api/send-contact-message';
import styles from './message-form.module.css';

const fields = publicMessageBodySchema.shape;
const messageMax = maxLengthOf(fields.message) ?? 0;

/**
 * The contact form, checked with the server's schema (docs/product/messaging.md: limits). docs/product/messaging.md: a failed call
 * still shows the confirmation; only a flood refusal (429) is told, so that the visitor knows to
 * wait.
 */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const form = useForm({
    defaultValues: { nom: '', email: '', message: '' },
    // The messages stay until the next « Envoyer », as the server's answer would.
    resolver: zodResolver(publicMessageBodySchema),
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const message = useWatch({ control: form.control, name: 'message' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const messageId = useId();

  const submit = form.handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await sendContactMessage(body);
      onSent();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 429) setRefusal(caught.detail);
      else onSent();
    }
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label="Votre nom"
        {...textRules(fields.nom)}
        autoComplete="name"
        {...form.register('nom')}
        error={errors.nom?.message}
      />
      <TextField
        label="Votre adresse e-mail"
        type="email"
        {...textRules(fields.email)}
        autoComplete="email"
        {...form.register('email')}
        error={errors.email?.message}
      />
      <label className={styles.label} htmlFor={messageId}>
        Votre message
      </label>
      <textarea
        id={messageId}
        className={styles.textarea}
        {...textRules(fields.message)}
        {...form.register('message')}
        aria-invalid={errors.message ? true : undefined}
        aria-describedby={errors.message ? `${messageId}-error` : undefined}
      />
      <span className={styles.counter}>
        {message.length} / {messageMax} caractères
      </span>
      {errors.message ? (
        <p id={`${messageId}-error`} className={styles.error}>
          {errors.message.message}
        </p>
      ) : null}
      {refusal ? (
        <p className={styles.error} role="alert">
          {refusal}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting}>
          Envoyer
        </Button>
      </div>
    </form>
  );
}
