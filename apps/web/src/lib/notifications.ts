/**
 * Unread notifications for the header bubble. The notifications feature (issue 8) feeds it
 * live over the socket; until a count is known the bubble stays hidden.
 */
import { useSyncExternalStore } from 'react';

let unread = 0;
const listeners = new Set<() => void>();

export function setUnreadNotificationCount(count: number): void {
  unread = Math.max(0, count);
  for (const listener of listeners) listener();
}

export function useUnreadNotificationCount(enabled: boolean): number {
  const value = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unread,
    () => 0,
  );
  return enabled ? value : 0;
}
