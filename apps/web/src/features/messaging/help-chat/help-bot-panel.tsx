import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { chatMessageFormSchema } from '@bonneroute/shared/messaging';
import { Button } from '@/components/ui/button';
import { openContactDialog } from '@/lib/contact-dialog';
import { maxLengthOf } from '@/lib/forms/schema-rules';
import { useHelpBot } from './use-help-bot';
import styles from './help-chat.module.css';

/** docs/product/messaging.md: a question is a chat message (same schema, same 255 characters). */
const max = maxLengthOf(chatMessageFormSchema.shape.texte) ?? 0;

/** The help chat "open as help bot". */
export function HelpBotPanel() {
  const { messages, isTyping, ask } = useHelpBot();
  const form = useForm({
    defaultValues: { texte: '' },
    mode: 'onChange',
    resolver: zodResolver(chatMessageFormSchema),
  });
  const inputId = useId();
  const body = useRef<HTMLDivElement>(null);

  // Each new answer (and the "typing" line) scrolls into view.
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo?.({ top: element.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
  }, [messages.length, isTyping]);

  // A question typed while the bot writes is sent too: it waits its turn (use-help-bot).
  const submit = form.handleSubmit(({ texte }) => {
    ask(texte);
    form.reset();
  });

  return (
    <>
      <div className={styles.body} ref={body}>
        <ol className={styles.thread} aria-live="polite" aria-label="Conversation avec l’assistant">
          {messages.map((message) => (
            <li key={message.id} className={message.from === 'bot' ? styles.bot : styles.user}>
              {message.text}
              {message.link ? (
                <>
                  <br />
                  <Link className={styles.link} to={message.link.to}>
                    {message.link.label}
                  </Link>
                </>
              ) : null}
              {message.offersContact ? (
                <>
                  <br />
                  <button type="button" className={styles.link} onClick={openContactDialog}>
                    Ouvrir le formulaire de contact
                  </button>
                </>
              ) : null}
            </li>
          ))}
          {isTyping ? <li className={styles.typing}>L’assistant écrit…</li> : null}
        </ol>
      </div>
      <form className={styles.composer} onSubmit={(event) => void submit(event)}>
        <label className={styles.visuallyHidden} htmlFor={inputId}>
          Votre question
        </label>
        <input
          id={inputId}
          className={styles.input}
          maxLength={max}
          placeholder="Votre question…"
          autoComplete="off"
          {...form.register('texte')}
        />
        <Button type="submit" size="small" disabled={!form.formState.isValid}>
          Envoyer
        </Button>
      </form>
    </>
  );
}
