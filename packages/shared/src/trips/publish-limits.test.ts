import { describe, expect, it } from 'vitest';
import {
  PUBLISH_LIMITS,
  publicationWeight,
  publishLimit,
  publishRefusal,
  publishWaitMs,
  type PastPublication,
} from './publish-limits';

const now = new Date('2026-06-15T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
const singles = (n: number, firstHoursAgo: number): PastPublication[] =>
  Array.from({ length: n }, (_, i) => ({ at: hoursAgo(firstHoursAgo - i * 0.5), dates: 1 }));

describe('publishing limits', () => {
  it('gives 20 a day, 5 to an account younger than 30 days without a verified phone', () => {
    const old = { createdAt: hoursAgo(24 * 40), hasVerifiedPhone: false };
    const fresh = { createdAt: hoursAgo(2), hasVerifiedPhone: false };
    const verified = { createdAt: hoursAgo(2), hasVerifiedPhone: true };
    expect(publishLimit(old, now)).toBe(20);
    expect(publishLimit(fresh, now)).toBe(5);
    expect(publishLimit(verified, now)).toBe(20);
  });

  it('counts a series as one publication up to its 26 dates', () => {
    expect(publicationWeight(1)).toBe(1);
    expect(publicationWeight(PUBLISH_LIMITS.datesPerSeries)).toBe(1);
    expect(publicationWeight(PUBLISH_LIMITS.datesPerSeries + 1)).toBe(2);
    const series = [{ at: hoursAgo(3), dates: 26 }, ...singles(18, 2)];
    expect(publishWaitMs(series, 20, 1, now)).toBeNull();
    expect(publishWaitMs([...series, { at: hoursAgo(1), dates: 1 }], 20, 1, now)).not.toBeNull();
  });

  it('says how long until the oldest publication leaves the 24 hours', () => {
    // 20 publications, the oldest 23 hours ago: the 21st waits one hour.
    expect(publishWaitMs(singles(19, 10), 20, 1, now)).toBeNull();
    const full = [{ at: hoursAgo(23), dates: 1 }, ...singles(19, 10)];
    expect(publishWaitMs(full, 20, 1, now)).toBe(3600_000);
    // What left the window does not count any more.
    expect(publishWaitMs([{ at: hoursAgo(25), dates: 1 }, ...singles(19, 10)], 20, 1, now)).toBe(
      null,
    );
  });

  it('explains the refusal in French with the figures and the wait', () => {
    const fresh = { createdAt: hoursAgo(2), hasVerifiedPhone: false };
    expect(publishRefusal(fresh, 3 * 3600_000 + 4 * 60_000 + 10_000, now)).toBe(
      'Un nouveau compte publie au plus 5 trajets en 24 heures tant que son téléphone n’est pas vérifié. Vérifiez votre numéro dans « Mon profil » pour en publier jusqu’à 20, ou réessayez dans 3 h 05.',
    );
    const member = { createdAt: hoursAgo(24 * 400), hasVerifiedPhone: false };
    expect(publishRefusal(member, 20_000, now)).toBe(
      'Vous avez publié 20 trajets ces dernières 24 heures, le maximum. Vous pourrez en publier un autre dans 1 min.',
    );
  });
});
