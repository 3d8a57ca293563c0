import { describe, expect, it } from 'vitest';
import {
  canCancel,
  isTripDateTooFar,
  latestTripDate,
  cancelRefusal,
  departureOf,
  editRefusal,
  isBookable,
  isEditable,
  tripRuleTexts,
} from './trip-rules';

const now = new Date('2026-12-24T10:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * 3600_000);
const trip = (overrides: Record<string, unknown> = {}) => ({
  actif: true,
  is_effectue: false,
  is_publie: true,
  depart_le: at(2),
  ...overrides,
});

describe('trip rules (one place, server and pages)', () => {
  it('books, cancels and edits a trip that has not left', () => {
    expect(isBookable(trip(), now)).toBe(true);
    expect(canCancel(trip(), now)).toBe(true);
    expect(isEditable(trip(), now)).toBe(true);
  });

  it('refuses all three once the trip has left, even the same day', () => {
    const gone = trip({ depart_le: at(-0.25) });
    expect(isBookable(gone, now)).toBe(false);
    expect(cancelRefusal(gone, now)).toBe(tripRuleTexts.departed);
    expect(editRefusal(gone, now)).toBe(tripRuleTexts.notEditableDeparted);
  });

  it('refuses a done trip and a cancelled one, whatever the hour', () => {
    expect(cancelRefusal(trip({ is_effectue: 1 }), now)).toBe(tripRuleTexts.done);
    expect(cancelRefusal(trip({ actif: 0 }), now)).toBe(tripRuleTexts.inactive);
    expect(isEditable(trip({ is_effectue: true }), now)).toBe(false);
    expect(isBookable(trip({ is_publie: 0 }), now)).toBe(false);
  });

  it('reads the wire’s date and time in Paris time', () => {
    // 24 December, 11:30 in Paris is 10:30 UTC.
    const wire = {
      actif: 1 as const,
      is_effectue: 0 as const,
      date: '2026-12-24',
      heure: '11:30:00',
    };
    expect(departureOf(wire).toISOString()).toBe('2026-12-24T10:30:00.000Z');
    expect(canCancel(wire, now)).toBe(true);
    expect(canCancel(wire, at(1))).toBe(false);
  });
});

describe('how far ahead a trip may be published', () => {
  it('allows up to the same day next year, and not a day more', () => {
    expect(latestTripDate('2026-11-24')).toBe('2027-11-24');
    expect(isTripDateTooFar('2027-11-24', '2026-11-24')).toBe(false);
    expect(isTripDateTooFar('2027-11-25', '2026-11-24')).toBe(true);
    expect(isTripDateTooFar('9999-12-31', '2026-11-24')).toBe(true);
  });

  it('ends a year from 29 February on 28 February', () => {
    expect(latestTripDate('2028-02-29')).toBe('2029-02-28');
  });
});
