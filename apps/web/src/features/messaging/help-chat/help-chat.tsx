import { useEffect, useState } from 'react';
import { OPEN_TRIP_CHAT_EVENT } from '@/lib/help-chat';
import { HelpBotPanel } from './help-bot-panel';
import { TripChatPanel } from './trip-chat-panel';
import styles from './help-chat.module.css';

type HelpChatState = { mode: 'closed' } | { mode: 'bot' } | { mode: 'trip'; tripId: number };

/** spec §2 help chat: closed, open as help bot, or open on a trip channel. */
export function HelpChat() {
  const [state, setState] = useState<HelpChatState>({ mode: 'closed' });

  useEffect(() => {
    const open = (event: Event) => {
      const tripId = (event as CustomEvent<number>).detail;
      if (Number.isInteger(tripId)) setState({ mode: 'trip', tripId });
    };
    window.addEventListener(OPEN_TRIP_CHAT_EVENT, open);
    return () => window.removeEventListener(OPEN_TRIP_CHAT_EVENT, open);
  }, []);

  if (state.mode === 'closed')
    return (
      <button
        type="button"
        className={styles.launcher}
        aria-expanded="false"
        onClick={() => setState({ mode: 'bot' })}
      >
        Besoin d’aide ?
      </button>
    );

  const title = state.mode === 'bot' ? 'Aide BonneRoute' : 'Discussion du trajet';
  return (
    <section className={styles.panel} aria-label={title}>
      <div className={styles.header}>
        <h2>{title}</h2>
        <button
          type="button"
          className={styles.close}
          aria-label="Fermer l’aide"
          onClick={() => setState({ mode: 'closed' })}
        >
          ×
        </button>
      </div>
      {state.mode === 'bot' ? <HelpBotPanel /> : <TripChatPanel tripId={state.tripId} />}
    </section>
  );
}
