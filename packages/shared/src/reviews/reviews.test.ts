import { describe, expect, it } from 'vitest';
import {
  averageRating,
  createReviewBodySchema,
  formatRating,
  formatReviewCount,
  invitationInstant,
  isPublishable,
  joinNames,
  plainText,
  reminderInstant,
  reviewDeadline,
  reviewLastDay,
  reviewTexts,
  starsOf,
} from './index';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('review window', () => {
  // Arrival on Tuesday 10 March 2026 at 22:30 in Paris (21:30 UTC, winter time).
  const arrival = new Date('2026-03-10T21:30:00Z');

  it('lasts until the end of the 14th day after the arrival day (Paris)', () => {
    expect(reviewLastDay(arrival)).toBe('2026-03-24');
    // Midnight Paris on 25 March is 23:00 UTC on the 24th (winter time until the 29th).
    expect(reviewDeadline(arrival).toISOString()).toBe('2026-03-24T23:00:00.000Z');
  });

  it('counts days in Paris even when UTC is still on the day before', () => {
    // 23:30 UTC on 10 March is 00:30 on 11 March in Paris.
    expect(reviewLastDay(new Date('2026-03-10T23:30:00Z'))).toBe('2026-03-25');
  });

  it('invites the day after arrival at 10:00 and reminds a week later', () => {
    expect(invitationInstant(arrival).toISOString()).toBe('2026-03-11T09:00:00.000Z');
    // 18 March, still winter time.
    expect(reminderInstant(arrival).toISOString()).toBe('2026-03-18T09:00:00.000Z');
  });
});

describe('double-blind publication', () => {
  const deadline = new Date('2026-03-24T23:00:00Z');
  it('waits for the other side while the window is open', () => {
    expect(
      isPublishable({ counterpartWritten: false, deadline, now: new Date('2026-03-20T12:00:00Z') }),
    ).toBe(false);
  });
  it('publishes as soon as both sides have written', () => {
    expect(
      isPublishable({ counterpartWritten: true, deadline, now: new Date('2026-03-12T12:00:00Z') }),
    ).toBe(true);
  });
  it('publishes alone once the window has closed', () => {
    expect(isPublishable({ counterpartWritten: false, deadline, now: deadline })).toBe(true);
  });
});

describe('createReviewBodySchema', () => {
  const base = { trajet_id: '12', cible_id: 7 };

  it('reads form values and keeps a good rating without comment', () => {
    expect(createReviewBodySchema.parse({ ...base, note: '5', commentaire: '  ' })).toEqual({
      trajet_id: 12,
      cible_id: 7,
      note: 5,
      commentaire: undefined,
    });
  });

  it('refuses a rating outside 1–5 or with decimals', () => {
    for (const note of [0, 6, 4.5, 'cinq', null])
      expect(firstMessage(createReviewBodySchema.safeParse({ ...base, note }))).toBe(
        reviewTexts.ratingRange,
      );
  });

  it('requires a comment below 3 stars, not from 3', () => {
    const low = createReviewBodySchema.safeParse({ ...base, note: 2 });
    expect(firstMessage(low)).toBe(reviewTexts.commentRequired);
    expect(low.success ? null : low.error.issues[0]!.path).toEqual(['commentaire']);
    expect(createReviewBodySchema.safeParse({ ...base, note: 3 }).success).toBe(true);
    expect(
      createReviewBodySchema.safeParse({ ...base, note: 1, commentaire: 'En retard d’une heure.' })
        .success,
    ).toBe(true);
  });

  it('limits the comment to 500 characters, counted after trimming', () => {
    const ok = createReviewBodySchema.safeParse({
      ...base,
      note: 4,
      commentaire: ` ${'a'.repeat(500)} `,
    });
    expect(ok.success).toBe(true);
    const long = createReviewBodySchema.safeParse({
      ...base,
      note: 4,
      commentaire: 'a'.repeat(501),
    });
    expect(firstMessage(long)).toBe(reviewTexts.textTooLong(500));
  });
});

describe('plainText', () => {
  it('keeps line breaks and refuses control characters', () => {
    expect(plainText(50).parse('Super trajet\r\nmerci !')).toBe('Super trajet\nmerci !');
    expect(firstMessage(plainText(50).safeParse('nul\u0000'))).toBe(
      reviewTexts.textControlCharacters,
    );
    expect(firstMessage(plainText(50).safeParse('\u001b[31m rouge'))).toBe(
      reviewTexts.textControlCharacters,
    );
    expect(firstMessage(plainText(50).safeParse('   '))).toBe(reviewTexts.textEmpty);
  });
});

describe('display', () => {
  it('shows the average with one decimal, in French', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(14, 3)).toBe(4.7);
    expect(formatRating(4.5)).toBe('4,5 ★');
    expect(formatRating(5)).toBe('5,0 ★');
  });

  it('writes French counts and names', () => {
    expect(formatReviewCount(0)).toBe('Aucun avis');
    expect(formatReviewCount(1)).toBe('1 avis');
    expect(formatReviewCount(3)).toBe('3 avis');
    expect(starsOf(4)).toBe('★★★★☆');
    expect(joinNames(['Camille'])).toBe('Camille');
    expect(joinNames(['Camille', 'Léo', 'Inès'])).toBe('Camille, Léo et Inès');
  });
});
