import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeEventName, RealtimeEventOf } from '@bonneroute/shared/realtime';
import { realtime } from './realtime-client';

/**
 * Calls `handler` for each `event` on `channel` (null: not subscribed) while mounted, with the
 * event as its shared schema checked it (a malformed event never reaches it).
 */
export function useRealtimeEvent<Name extends RealtimeEventName>(
  channel: string | null,
  event: Name,
  handler: (event: RealtimeEventOf<Name>) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!channel) return;
    return realtime.subscribe(channel, event, (incoming) => latest.current(incoming));
  }, [channel, event]);
}

/** Calls `handler` when the socket came back after a cut (to catch up over HTTP). */
export function useRealtimeReconnect(handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => realtime.onReconnect(() => latest.current()), []);
}

/** Calls `handler` each time the server confirms the subscription to `channel`. */
export function useRealtimeSubscribed(channel: string | null, handler: () => void): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!channel) return;
    return realtime.onSubscribed(channel, () => latest.current());
  }, [channel]);
}

/** True while the live connection is down for more than a blip (it retries on its own). */
export function useRealtimeInterrupted(): boolean {
  return useSyncExternalStore(
    (onChange) => realtime.onInterruption(onChange),
    () => realtime.isInterrupted(),
    () => false,
  );
}
