import { describe, expect, it } from 'vitest';
import {
  addSeconds,
  formatDay,
  formatDuration,
  formatInstant,
  formatTripTime,
  parisClock,
} from './index';

describe('instants read in Paris', () => {
  it('shows a UTC instant at Paris time in winter (UTC+1) and in summer (UTC+2)', () => {
    expect(formatInstant('2026-01-15T07:30:00Z', 'dateTime')).toBe('15/01/2026 08:30');
    expect(formatInstant('2026-07-15T07:30:00Z', 'dateTime')).toBe('15/07/2026 09:30');
    expect(parisClock(new Date('2026-01-15T07:30:00Z'))).toBe('08:30');
    expect(parisClock(new Date('2026-07-15T22:05:00Z'))).toBe('00:05');
  });

  it('gives the Paris day of an instant late in the UTC evening', () => {
    expect(formatInstant('2026-07-15T22:30:00Z', 'long')).toBe('16 juillet 2026');
    expect(formatInstant(new Date('2026-12-31T23:30:00Z'), 'date')).toBe('01/01/2027');
  });

  it('writes every style in French', () => {
    const instant = '2026-11-24T07:15:30Z';
    expect(formatInstant(instant, 'dateTimeSeconds')).toBe('24/11/2026 08:15:30');
    expect(formatInstant(instant, 'longTime')).toBe('24 novembre 2026 à 08:15');
    expect(formatInstant(instant, 'mediumSeconds')).toBe('24 nov. 2026, 08:15:30');
  });
});

describe('calendar days', () => {
  it('keeps the day whatever the zone', () => {
    expect(formatDay('2026-11-24', 'weekdayLong')).toBe('mardi 24 novembre 2026');
    expect(formatDay('2026-03-29', 'weekdayDayMonth')).toBe('dimanche 29 mars');
    expect(formatDay('2026-11-24', 'dayMonthShort')).toBe('24 nov.');
    expect(formatDay('2026-11-24', 'weekdayShort')).toBe('mar. 24 nov.');
    expect(formatDay('2026-11-24', 'long')).toBe('24 novembre 2026');
    expect(formatDay('2026-11-24', 'monthYear')).toBe('novembre 2026');
  });
});

describe('trip times and durations', () => {
  it('writes one trip-time format', () => {
    expect(formatTripTime('08:15')).toBe('08 h 15');
    expect(formatTripTime('14:00:00')).toBe('14 h 00');
  });

  it('adds a duration on a 24-hour clock', () => {
    expect(addSeconds('22:30', 7_200)).toBe('00:30');
    expect(addSeconds('08:15', 16_200)).toBe('12:45');
  });

  it('says a duration as people do', () => {
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(2 * 3600)).toBe('2 h');
    expect(formatDuration(4 * 3600 + 5 * 60)).toBe('4 h 05');
    expect(formatDuration(4 * 3600 + 29 * 60 + 40)).toBe('4 h 30');
    expect(formatDuration(-60)).toBe('0 min');
  });
});
