import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  CLOSE_HELP_CHAT_EVENT,
  OPEN_HELP_BOT_EVENT,
  OPEN_TRIP_CHAT_EVENT,
  setHelpChatOpen,
  releaseHelpBotRequests,
  takeHelpBotRequest,
  takeTripChatRequest,
} from '@/lib/help-chat';
import { HELP_CHAT_ID, HELP_LAUNCHER_ID } from './help-header-button';
import { HelpBotPanel } from './help-bot-panel';
import { TripChatPanel } from './trip-chat-panel';
import styles from './help-chat.module.css';

type HelpChatState = { mode: 'closed' } | { mode: 'bot' } | { mode: 'trip'; tripId: number };

/** docs/product/messaging.md help chat: closed, open as help bot, or open on a trip channel. */
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
    const tripId = takeTripChatRequest();
    if (tripId !== null) setState({ mode: 'trip', tripId });
    return () => {
      releaseHelpBotRequests();
      window.removeEventListener(OPEN_TRIP_CHAT_EVENT, open);
      window.removeEventListener(OPEN_HELP_BOT_EVENT, openBot);
      window.removeEventListener(CLOSE_HELP_CHAT_EVENT, close);
    };
  }, []);

  useEffect(() => setHelpChatOpen(state.mode !== 'closed'), [state.mode]);
  useEffect(() => () => setHelpChatOpen(false), []);

  // Keyboard: an opened chat takes the focus (its question or message field, else
  // the panel); once closed, the focus goes back to what opened it, or to the floating button
  // (which the open chat replaced), never to the page's top.
  const panel = useRef<HTMLElement>(null);
  const opener = useRef<Element | null>(null);
  const isOpen = state.mode !== 'closed';
  useEffect(() => {
    if (isOpen) {
      opener.current = document.activeElement;
      const field = panel.current?.querySelector<HTMLElement>('input, textarea');
      (field ?? panel.current)?.focus();
      return;
    }
    const previous = opener.current;
    if (!previous) return;
    opener.current = null;
    const frame = requestAnimationFrame(() => {
      const target =
        previous instanceof HTMLElement && previous.isConnected && previous !== document.body
          ? previous
          : document.getElementById(HELP_LAUNCHER_ID);
      target?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [isOpen]);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    setState({ mode: 'closed' });
  };

  // The closed chat's button is HelpLauncher (start-up code), not part of this chunk.
  if (state.mode === 'closed') return null;

  const title = state.mode === 'bot' ? 'Aide BonneRoute' : 'Discussion du trajet';
  return (
    <section
      ref={panel}
      className={styles.panel}
      aria-label={title}
      id={HELP_CHAT_ID}
      tabIndex={-1}
      onKeyDown={closeOnEscape}
    >
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
