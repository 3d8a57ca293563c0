import type { RealtimeEvent } from './schemas';

/**
 * The socket contract shared by server and browser (docs/product/messaging.md). One WebSocket per
 * tab at /api/realtime carries every channel the user may subscribe to.
 */
export * from './channels';

export type RealtimeEventName = RealtimeEvent['event'];
export type RealtimeEventOf<Name extends RealtimeEventName> = Extract<
  RealtimeEvent,
  { event: Name }
>;

/** True when `event` is the event called `name` (narrows its channel and data). */
export function isRealtimeEvent<Name extends RealtimeEventName>(
  event: RealtimeEvent,
  name: Name,
): event is RealtimeEventOf<Name> {
  return event.event === name;
}

/** What the server sends; an `event` is one of the typed events of `realtimeEventSchema`. */
export type ServerMessage =
  | { type: 'ready'; user_id: number | null }
  | { type: 'subscribed'; channel: string }
  | ({ type: 'event' } & RealtimeEvent)
  | { type: 'error'; status: string; detail: string; channel?: string }
  | { type: 'pong' }
  | { type: 'position-recue'; le: string };

/** A position the sharer's phone sends over the socket (docs/product/trips-and-search.md#share-my-trip). */
export interface PositionMessage {
  type: 'position';
  token: string;
  latitude: number;
  longitude: number;
  precision?: number | null;
}

// The zod schemas live apart, so the browser's start-up code (which only needs the names and
// types above) does not load zod (docs/decisions/014-startup-and-accessibility.md).
export * from './schemas';
