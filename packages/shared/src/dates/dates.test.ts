import { describe, expect, it } from 'vitest';
import { addDays, formatDateFr, parisDateTimeToInstant, todayInParis } from './index';

describe('Paris dates', () => {
  it('converts a Paris wall-clock time to UTC in winter and in summer', () => {
    expect(parisDateTimeToInstant('2026-01-15', '08:30').toISOString()).toBe(
      '2026-01-15T07:30:00.000Z',
    );
    expect(parisDateTimeToInstant('2026-07-15', '08:30').toISOString()).toBe(
      '2026-07-15T06:30:00.000Z',
    );
  });

  it('knows the calendar day in Paris around midnight UTC', () => {
    expect(todayInParis(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(todayInParis(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-22');
  });

  it('adds days across months and formats dates the French way', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(formatDateFr('2026-03-09')).toBe('09/03/2026');
  });
});
