import { useEffect, useState } from 'react';
import {
  CLOSE_HELP_CHAT_EVENT,
  OPEN_HELP_BOT_EVENT,
  OPEN_TRIP_CHAT_EVENT,
  setHelpChatOpen,
  releaseHelpBotRequests,
  takeHelpBotRequest,
} from '@/lib/help-chat';
import { HELP_CHAT_ID } from './help-header-button';
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
    const openBot = () => setState({ mode: 'bot' });
    const close = () => setState({ mode: 'closed' });
    window.addEventListener(OPEN_TRIP_CHAT_EVENT, open);
    window.addEventListener(OPEN_HELP_BOT_EVENT, openBot);
    window.addEventListener(CLOSE_HELP_CHAT_EVENT, close);
    // A click on « Aide » before this chunk was listening (loading, hydrating) opens it now.
    if (takeHelpBotRequest()) openBot();
    return () => {
      releaseHelpBotRequests();
      window.removeEventListener(OPEN_TRIP_CHAT_EVENT, open);
      window.removeEventListener(OPEN_HELP_BOT_EVENT, openBot);
      window.removeEventListener(CLOSE_HELP_CHAT_EVENT, close);
    };
  }, []);

  useEffect(() => setHelpChatOpen(state.mode !== 'closed'), [state.mode]);
  useEffect(() => () => setHelpChatOpen(false), []);

  // The closed chat's button is HelpLauncher (start-up code), not part of this chunk.
  if (state.mode === 'closed') return null;

  const title = state.mode === 'bot' ? 'Aide BonneRoute' : 'Discussion du trajet';
  return (
    <section className={styles.panel} aria-label={title} id={HELP_CHAT_ID}>
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
