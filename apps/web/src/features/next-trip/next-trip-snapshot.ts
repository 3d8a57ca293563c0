import type { NextTrip } from '@bonneroute/shared/user-space';
import { NEXT_TRIP_KEY } from '@/lib/pwa/private-data';

/**
 * The last « Mon prochain trajet » read, kept in this browser for a tunnel or a motorway without
 * signal, even once the one-hour session has run out (docs/decisions/031-installable-app.md).
 * Logout and the next login remove it.
 */
export interface NextTripSnapshot {
  userId: number;
  savedAt: string;
  trip: NextTrip | null;
}

export function saveNextTripSnapshot(
  userId: number,
  trip: NextTrip | null,
  now = new Date(),
): void {
  try {
    const snapshot: NextTripSnapshot = { userId, savedAt: now.toISOString(), trip };
    localStorage.setItem(NEXT_TRIP_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or refused: the page still works online.
  }
}

export function readNextTripSnapshot(): NextTripSnapshot | null {
  try {
    const stored = localStorage.getItem(NEXT_TRIP_KEY);
    if (!stored) return null;
    const snapshot = JSON.parse(stored) as NextTripSnapshot;
    // A copy kept by an older version of the app (another shape) is not shown.
    const shaped = snapshot.trip === null || Array.isArray(snapshot.trip?.arrets);
    return typeof snapshot.userId === 'number' && typeof snapshot.savedAt === 'string' && shaped
      ? snapshot
      : null;
  } catch {
    return null;
  }
}
