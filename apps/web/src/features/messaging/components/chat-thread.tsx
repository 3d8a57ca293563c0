import { useEffect, useRef, useState } from 'react';
import { messagingTexts, type ChatMessage } from '@bonneroute/shared/messaging';
import { BlockMemberButton } from '@/components/block-member/block-member-button';
import { Avatar } from '@/components/ui/avatar';
import { ReportButton } from '@/components/ui/report-button';
import styles from './chat-thread.module.css';

/** The chat's messages, oldest first; text is rendered as text (HTML is shown, never run). */
export function ChatThread({ messages, userId }: { messages: ChatMessage[]; userId: number }) {
  const end = useRef<HTMLLIElement>(null);
  // Members blocked from here: their messages leave the thread at once (the server stops them).
  const [blocked, setBlocked] = useState<ReadonlySet<number>>(new Set());
  const shown = messages.filter((message) => !blocked.has(message.utilisateur_id));
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  return (
    <ol className={styles.thread} aria-live="polite" aria-label="Messages de la discussion">
      {shown.length === 0 ? <li className={styles.empty}>{messagingTexts.noMessage}</li> : null}
      {shown.map((message) => {
        const mine = message.utilisateur_id === userId;
        return (
          <li key={message.id} className={mine ? styles.mine : styles.message}>
            <Avatar src={message.avatar} alt="" size={32} className={styles.avatar} />
            <div className={styles.bubble}>
              <span className={styles.meta}>
                {mine ? 'Vous' : message.prenom} · {message.time.slice(11, 16)}
                {mine ? null : (
                  <BlockMemberButton
                    compact
                    member={{ id: message.utilisateur_id, prenom: message.prenom }}
                    onBlocked={() =>
                      setBlocked((before) => new Set([...before, message.utilisateur_id]))
                    }
                  />
                )}
              </span>
              {message.text}
              {mine ? null : (
                <ReportButton
                  type="message"
                  canal="chat"
                  cible_id={message.id}
                  label={`le message de ${message.prenom}`}
                  className={styles.report}
                />
              )}
            </div>
          </li>
        );
      })}
      <li ref={end} aria-hidden="true" />
    </ol>
  );
}
