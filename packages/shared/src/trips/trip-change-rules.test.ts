import { describe, expect, it } from 'vitest';
import { allowedTripDates, changeWeightFor, dateShiftRefusal } from './trip-change-rules';

describe('changing a published trip', () => {
  it('moves the date by one day at most', () => {
    expect(allowedTripDates('2026-12-31')).toEqual({ min: '2026-12-30', max: '2027-01-01' });
    expect(dateShiftRefusal('2026-12-31', '2027-01-01')).toBeNull();
    expect(dateShiftRefusal('2026-12-31', '2027-01-02')).toMatch(/un jour au plus/);
  });

  it('weighs a change for each passenger: more than 30 minutes, or their own stop, is important', () => {
    const whole = { depart: 0, arrivee: 2 };
    const fromStage = { depart: 1, arrivee: 2 };
    const none = { shiftMinutes: 0, movedStops: [], otherChange: false };
    expect(changeWeightFor(none, whole)).toBe('aucune');
    expect(changeWeightFor({ ...none, shiftMinutes: 30 }, whole)).toBe('mineure');
    expect(changeWeightFor({ ...none, shiftMinutes: 31 }, whole)).toBe('importante');
    expect(changeWeightFor({ ...none, movedStops: [1] }, whole)).toBe('mineure');
    expect(changeWeightFor({ ...none, movedStops: [1] }, fromStage)).toBe('importante');
    expect(changeWeightFor({ ...none, otherChange: true }, whole)).toBe('mineure');
  });
});

describe('the change form’s times', () => {
  it('are every quarter of an hour the server accepts, and only those', async () => {
    const { QUARTER_HOURS, isQuarterHour } = await import('./time-slots');
    expect(QUARTER_HOURS).toHaveLength(96);
    expect(QUARTER_HOURS[0]).toBe('00:00');
    expect(QUARTER_HOURS.at(-1)).toBe('23:45');
    expect(QUARTER_HOURS.every(isQuarterHour)).toBe(true);
  });
});
