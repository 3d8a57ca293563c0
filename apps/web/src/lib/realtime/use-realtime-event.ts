import { useEffect, useRef } from 'react';
import { realtime } from './realtime-client';

/** Calls `handler` for each `event` on `channel` (null: not subscribed) while mounted. */
export function useRealtimeEvent<T>(
  channel: string | null,
  event: string,
  handler: (data: T) => void,
): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!channel) return;
    return realtime.subscribe(channel, event, (data) => latest.current(data as T));
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
