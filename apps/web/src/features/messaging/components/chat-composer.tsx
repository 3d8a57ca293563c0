import { useId, useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_MAX, type ChatMessage } from '@bonneroute/shared/messaging';
import { commonTexts } from '@bonneroute/shared/texts';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { postChatMessage } from '../api/post-chat-message';
import styles from './chat-composer.module.css';

interface ChatComposerProps {
  tripId: number;
  userId: number;
  onSent: (message: ChatMessage) => void;
}

/** spec §5 "Chat message: empty not sent"; a refused message (flood) says why in French. */
export function ChatComposer({ tripId, userId, onSent }: ChatComposerProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const id = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const texte = text.trim();
    if (!texte || isSending) return;
    setSending(true);
    setError(null);
    try {
      onSent(await postChatMessage(tripId, userId, texte));
      setText('');
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.detail : commonTexts.genericError);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.label} htmlFor={id}>
          Votre message
        </label>
        <input
          id={id}
          className={styles.input}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder="Écrivez un message…"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error ? true : undefined}
        />
        <Button type="submit" disabled={!text.trim() || isSending}>
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
