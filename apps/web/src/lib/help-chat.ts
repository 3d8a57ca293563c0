/**
 * The floating help chat (spec §2: closed, open as help bot, or open on a trip channel) lives in
 * the shell; a trip card's "Chat" opens it on that trip through this window event.
 */
export const OPEN_TRIP_CHAT_EVENT = 'bonneroute:open-trip-chat';

export function openTripChat(tripId: number): void {
  window.dispatchEvent(new CustomEvent<number>(OPEN_TRIP_CHAT_EVENT, { detail: tripId }));
}

/** The header's help button (phones and narrow screens) opens the help bot through this event. */
export const OPEN_HELP_BOT_EVENT = 'bonneroute:open-help-bot';

export function openHelpBot(): void {
  window.dispatchEvent(new Event(OPEN_HELP_BOT_EVENT));
}
