import { describe, expect, it } from 'vitest';
import {
  addDays,
  formatDateFr,
  isCalendarDate,
  parisDateTimeToInstant,
  readCalendarDate,
  toIsoDate,
  todayInParis,
} from './index';

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

  it('changes date at Paris midnight even when asked within the same minute before and after', () => {
    expect(todayInParis(new Date('2026-11-22T22:59:59.999Z'))).toBe('2026-11-22');
    expect(todayInParis(new Date('2026-11-22T23:00:00.000Z'))).toBe('2026-11-23');
    expect(todayInParis(new Date('2026-07-14T21:59:59.999Z'))).toBe('2026-07-14');
    expect(todayInParis(new Date('2026-07-14T22:00:00.000Z'))).toBe('2026-07-15');
    expect(todayInParis(new Date('2026-07-14T22:00:59.000Z'))).toBe('2026-07-15');
    expect(todayInParis(new Date('2026-07-14T21:59:00.000Z'))).toBe('2026-07-14');
  });

  it('adds days across months and formats dates the French way', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(formatDateFr('2026-03-09')).toBe('09/03/2026');
  });
});

describe('readCalendarDate (one date reading for birth dates, trips and alerts)', () => {
  it('reads JJ/MM/AAAA and YYYY-MM-DD, refusing days that do not exist', () => {
    expect(readCalendarDate('15/03/1990', 'fr')).toEqual({ year: 1990, month: 3, day: 15 });
    expect(readCalendarDate('2024-02-29', 'iso')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(readCalendarDate('29/02/2023', 'fr')).toBeNull();
    expect(readCalendarDate('2026-04-31', 'iso')).toBeNull();
    expect(readCalendarDate('1990-03-15', 'fr')).toBeNull();
    expect(toIsoDate({ year: 1990, month: 3, day: 5 })).toBe('1990-03-05');
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate(' 2026-02-01')).toBe(false);
    expect(isCalendarDate('2026-02-01')).toBe(true);
  });
});
