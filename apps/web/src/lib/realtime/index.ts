import type { PositionMessage } from '@bonneroute/shared/realtime';
import { realtime } from './realtime-client';
export {
  useRealtimeEvent,
  useRealtimeInterrupted,
  useRealtimeReconnect,
  useRealtimeSubscribed,
} from './use-realtime-event';

/** The sharer's position on the open socket, if any (docs/product/trips-and-search.md#share-my-trip). */
export function sendPositionIfConnected(message: PositionMessage): boolean {
  return realtime.sendIfConnected(message);
}
