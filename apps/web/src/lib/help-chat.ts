import { useSyncExternalStore } from 'react';

/**
 * The floating help chat (docs/product/messaging.md: closed, open as help bot, or open on a trip channel) lives in
 * the shell; a trip card's "Chat" opens it on that trip through this window event.
 */
export const OPEN_TRIP_CHAT_EVENT = 'bonneroute:open-trip-chat';

export function openTripChat(tripId: number): void {
  // The chat's chunk loads after the page (after the trip map's, on a trip page): a click before
  // it listens is kept for its mount, as the help bot's.
  if (!helpChatMounted) tripChatRequested = tripId;
  window.dispatchEvent(new CustomEvent<number>(OPEN_TRIP_CHAT_EVENT, { detail: tripId }));
}

let tripChatRequested: number | null = null;

/** The trip whose chat was asked for before the chat listened, once (its mount calls it). */
export function takeTripChatRequest(): number | null {
  const requested = tripChatRequested;
  tripChatRequested = null;
  return requested;
}

/** The header's help button (phones and narrow screens) opens the help bot through this event. */
export const OPEN_HELP_BOT_EVENT = 'bonneroute:open-help-bot';

export function openHelpBot(): void {
  // The chat's chunk loads after the page; a click before it is kept for its mount.
  if (!helpChatMounted) helpBotRequested = true;
  window.dispatchEvent(new Event(OPEN_HELP_BOT_EVENT));
}

let helpChatMounted = false;
let helpBotRequested = false;

/**
 * The chat calls this once it listens to the events (an effect, not its render: a render can be
 * thrown away, as when hydration fails): true when the help bot was asked for before.
 */
export function takeHelpBotRequest(): boolean {
  helpChatMounted = true;
  const requested = helpBotRequested;
  helpBotRequested = false;
  return requested;
}

/** The chat stops listening (unmount): clicks are kept again until it listens anew. */
export function releaseHelpBotRequests(): void {
  helpChatMounted = false;
}

/** The header's help button closes the open chat through this event (it toggles). */
export const CLOSE_HELP_CHAT_EVENT = 'bonneroute:close-help-chat';

export function closeHelpChat(): void {
  window.dispatchEvent(new Event(CLOSE_HELP_CHAT_EVENT));
}

// Whether the chat panel is open, for the header button's aria-expanded (the chat
// lives in a lazily loaded chunk; the header does not).
let helpChatOpen = false;
const listeners = new Set<() => void>();

export function setHelpChatOpen(open: boolean): void {
  if (helpChatOpen === open) return;
  helpChatOpen = open;
  listeners.forEach((listener) => listener());
}

export function useHelpChatOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => helpChatOpen,
    () => false,
  );
}
