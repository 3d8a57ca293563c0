import { formatDuration } from '../dates/format';

/**
 * How much one driver may publish (docs/decisions/020-registration-and-floods.md): every trip
 * published runs the alert matching and lands in searches, so a throwaway account must not
 * publish hundreds. Counted over the last 24 hours, on the server, across API processes; the
 * wizard shows the server's refusal, which quotes these figures.
 */
export const PUBLISH_LIMITS = {
  windowHours: 24,
  /** Publications in the window for a member. */
  perWindow: 20,
  /** The same for an account younger than `newAccountDays` without a verified phone. */
  perWindowNewUnverified: 5,
  newAccountDays: 30,
  /**
   * A series (one publication, several dates; its trips share `parent_id`) counts as one
   * publication up to this many dates, one more for each further block of as many.
   */
  datesPerSeries: 26,
} as const;

const HOUR_MS = 3600_000;
const DAY_MS = 24 * HOUR_MS;

/** What a publication of `dates` dates (1 for a single trip) counts for against the limit. */
export function publicationWeight(dates: number): number {
  return Math.max(1, Math.ceil(dates / PUBLISH_LIMITS.datesPerSeries));
}

export interface Publisher {
  createdAt: Date;
  hasVerifiedPhone: boolean;
}

export function isNewUnverified(publisher: Publisher, now: Date): boolean {
  const ageMs = now.getTime() - publisher.createdAt.getTime();
  return !publisher.hasVerifiedPhone && ageMs < PUBLISH_LIMITS.newAccountDays * DAY_MS;
}

export function publishLimit(publisher: Publisher, now: Date): number {
  return isNewUnverified(publisher, now)
    ? PUBLISH_LIMITS.perWindowNewUnverified
    : PUBLISH_LIMITS.perWindow;
}

/** One past publication of the window: when it was made and how many dates it holds. */
export interface PastPublication {
  at: Date;
  dates: number;
}

/**
 * Null when a publication of `dates` dates fits in the window with the past ones; otherwise how
 * long (ms) until enough of them leave the window for it to fit.
 */
export function publishWaitMs(
  past: readonly PastPublication[],
  limit: number,
  dates: number,
  now: Date,
): number | null {
  const windowMs = PUBLISH_LIMITS.windowHours * HOUR_MS;
  const adding = publicationWeight(dates);
  const live = past
    .filter((p) => now.getTime() - p.at.getTime() < windowMs)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  let used = live.reduce((sum, p) => sum + publicationWeight(p.dates), 0);
  if (used + adding <= limit) return null;
  for (const publication of live) {
    used -= publicationWeight(publication.dates);
    if (used + adding <= limit) return publication.at.getTime() + windowMs - now.getTime();
  }
  // A publication heavier than the limit itself never fits: wait for the whole window.
  return windowMs;
}

/** The 429's French reason: the limit that applies, and how long to wait (« 3 h 05 »). */
export function publishRefusal(publisher: Publisher, waitMs: number, now: Date): string {
  const wait = formatDuration(Math.max(60, Math.ceil(waitMs / 60_000) * 60));
  if (isNewUnverified(publisher, now))
    return `Un nouveau compte publie au plus ${PUBLISH_LIMITS.perWindowNewUnverified} trajets en ${PUBLISH_LIMITS.windowHours} heures tant que son téléphone n’est pas vérifié. Vérifiez votre numéro dans « Mon profil » pour en publier jusqu’à ${PUBLISH_LIMITS.perWindow}, ou réessayez dans ${wait}.`;
  return `Vous avez publié ${PUBLISH_LIMITS.perWindow} trajets ces dernières ${PUBLISH_LIMITS.windowHours} heures, le maximum. Vous pourrez en publier un autre dans ${wait}.`;
}
