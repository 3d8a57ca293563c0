import { describe, expect, it } from 'vitest';
import {
  isoWeekday,
  lastSeriesEnd,
  latestSeriesEnd,
  recurrenceRefusal,
  recurrenceTexts,
  seriesDates,
  seriesPreview,
} from './recurrence';
import { defaultReturnPrices } from './return-trip';

// 2026-12-11 is a Friday.
const FRIDAY = '2026-12-11';

describe('regular trips: the dates', () => {
  it('reads ISO weekdays (lundi 1 … dimanche 7)', () => {
    expect(isoWeekday('2026-12-07')).toBe(1);
    expect(isoWeekday(FRIDAY)).toBe(5);
    expect(isoWeekday('2026-12-13')).toBe(7);
  });

  it('lists the first date then every chosen weekday up to the end, the end included', () => {
    expect(seriesDates(FRIDAY, { jours: [5], jusqu_au: '2027-01-01' })).toEqual([
      '2026-12-11',
      '2026-12-18',
      '2026-12-25',
      '2027-01-01',
    ]);
  });

  it('always keeps the trip’s own date first, even on another weekday', () => {
    expect(seriesDates('2026-12-10', { jours: [5], jusqu_au: '2026-12-18' })).toEqual([
      '2026-12-10',
      '2026-12-11',
      '2026-12-18',
    ]);
  });

  it('ends 3 months after the first date, the month’s end kept', () => {
    expect(latestSeriesEnd(FRIDAY)).toBe('2027-03-11');
    expect(latestSeriesEnd('2026-11-30')).toBe('2027-02-28');
  });

  it('refuses no weekday, an end before the start, beyond 3 months, more than 26 dates', () => {
    expect(recurrenceRefusal(FRIDAY, { jours: [], jusqu_au: '2027-01-01' })).toBe(
      recurrenceTexts.noWeekday,
    );
    expect(recurrenceRefusal(FRIDAY, { jours: [5], jusqu_au: '2026-12-04' })).toBe(
      recurrenceTexts.endBeforeStart,
    );
    expect(recurrenceRefusal(FRIDAY, { jours: [5], jusqu_au: '2027-03-12' })).toMatch(
      /au plus 3 mois/,
    );
    // Fridays for 3 months: 14 dates, within both limits.
    expect(recurrenceRefusal(FRIDAY, { jours: [5], jusqu_au: '2027-03-11' })).toBeNull();
    // Three weekdays for 3 months pass 26 dates first.
    expect(recurrenceRefusal(FRIDAY, { jours: [1, 3, 5], jusqu_au: '2027-03-11' })).toMatch(
      /au plus 26 dates \(39 choisies\)/,
    );
    // The wizard's last end date: the 26th date with three weekdays, the 3 months with one.
    const end = lastSeriesEnd(FRIDAY, [1, 3, 5]);
    expect(seriesDates(FRIDAY, { jours: [1, 3, 5], jusqu_au: end })).toHaveLength(26);
    expect(recurrenceRefusal(FRIDAY, { jours: [1, 3, 5], jusqu_au: end })).toBeNull();
    expect(lastSeriesEnd(FRIDAY, [5])).toBe('2027-03-11');
  });

  it('never runs past 3 months whatever end is sent', () => {
    expect(
      seriesDates(FRIDAY, { jours: [1, 2, 3, 4, 5, 6, 7], jusqu_au: '9999-12-31' }),
    ).toHaveLength(91);
  });

  it('previews the dates in French', () => {
    const dates = seriesDates(FRIDAY, { jours: [5], jusqu_au: '2027-02-26' });
    expect(seriesPreview(dates, 2)).toBe('12 trajets : ven. 11 déc., ven. 18 déc., …');
    expect(seriesPreview([FRIDAY])).toBe('1 trajet : ven. 11 déc.');
  });
});

describe('the return’s default prices', () => {
  it('takes the outward’s leg prices reversed, kept in the reverse ranges and below the total', () => {
    // Paris → Mâcon 19 €, Paris → Lyon 22 €: back, Lyon → Mâcon is the outward's Mâcon → Lyon 3 €.
    expect(
      defaultReturnPrices(
        { total: 2200, stages: [1900] },
        { total: { min: 1800, max: 2600 }, stages: [{ min: 200, max: 600 }] },
      ),
    ).toEqual({ total: 2200, stages: [300] });
    expect(
      defaultReturnPrices(
        { total: 3000, stages: [1000, 2000] },
        {
          total: { min: 1800, max: 2600 },
          stages: [
            { min: 500, max: 900 },
            { min: 1500, max: 2500 },
          ],
        },
      ),
    ).toEqual({ total: 2600, stages: [900, 2000] });
  });
});
