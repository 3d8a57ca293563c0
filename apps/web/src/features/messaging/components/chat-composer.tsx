import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '@bonneroute/shared/messaging';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { postChatMessage } from '../api/post-chat-message';
import styles from './chat-composer.module.css';

/** The server's chat message schema, loaded when the form first checks (no zod on the chat page). */
const resolver = lazyResolver(async () =>
  zodResolver((await import('../lib/message-schemas')).chatMessageFormSchema),
);
/** The limit the server's schema is built with (chatMessageFormSchema: same constant). */
const max = CHAT_MESSAGE_MAX;

interface ChatComposerProps {
  tripId: number;
  userId: number;
  onSent: (message: ChatMessage) => void;
}

/**
 * docs/product/messaging.md "Chat message: empty not sent": the server's schema decides (the button waits while it
 * refuses the text); a refused message (flood) says why in French.
 */
export function ChatComposer({ tripId, userId, onSent }: ChatComposerProps) {
  const form = useForm({
    defaultValues: { texte: '' },
    mode: 'onChange',
    resolver,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { errors, isValid, isSubmitting } = form.formState;
  // A refusal other than « empty » (a control character) is told; an empty box just waits.
  const error = failure ?? (errors.texte?.type !== 'too_small' ? errors.texte?.message : null);
  const id = useId();

  const submit = form.handleSubmit(async ({ texte }) => {
    setFailure(null);
    try {
      onSent(await postChatMessage(tripId, userId, texte));
      form.reset();
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.detail : commonTexts.genericError);
    }
  });

  return (
    <>
      <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
        <label className={styles.label} htmlFor={id}>
          Votre message
        </label>
        <input
          id={id}
          className={styles.input}
          maxLength={max}
          placeholder="Écrivez un message…"
          autoComplete="off"
          {...form.register('texte')}
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" disabled={!isValid || isSubmitting}>
          Envoyer
        </Button>
      </form>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );
}
