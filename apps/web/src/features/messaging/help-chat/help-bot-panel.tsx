import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CHAT_MESSAGE_MAX } from '@bonneroute/shared/limits';
import { Button } from '@/components/ui/button';
import { openContactDialog } from '@/lib/contact-dialog';
import { useHelpBot } from './use-help-bot';
import styles from './help-chat.module.css';

/** The help chat "open as help bot". */
export function HelpBotPanel() {
  const { messages, isTyping, ask } = useHelpBot();
  const [text, setText] = useState('');
  const inputId = useId();
  const body = useRef<HTMLDivElement>(null);

  // Issue 21 §8: each new answer (and the "typing" line) scrolls into view.
  useEffect(() => {
    const element = body.current;
    if (!element) return;
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo?.({ top: element.scrollHeight, behavior: smooth ? 'smooth' : 'auto' });
  }, [messages.length, isTyping]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const question = text.trim();
    if (!question || isTyping) return;
    ask(question);
    setText('');
  }

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
      <form className={styles.composer} onSubmit={submit}>
        <label className={styles.visuallyHidden} htmlFor={inputId}>
          Votre question
        </label>
        <input
          id={inputId}
          className={styles.input}
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          placeholder="Votre question…"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" size="small" disabled={!text.trim() || isTyping}>
          Envoyer
        </Button>
      </form>
    </>
  );
}
