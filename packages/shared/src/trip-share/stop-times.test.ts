import { describe, expect, it } from 'vitest';
import { estimateStopTimes } from './stop-times';

const PARIS = { latitude: 48.85341, longitude: 2.3488 };
const LYON = { latitude: 45.74846, longitude: 4.84671 };
const MARSEILLE = { latitude: 43.29695, longitude: 5.38107 };

describe('estimateStopTimes', () => {
  it('shares the duration out by the distance between stops', () => {
    // Paris → Lyon is about 392 km of 668 in all: 7 h 45 → Lyon about 4 h 33 after 08:00.
    const times = estimateStopTimes([PARIS, LYON, MARSEILLE], '08:00:00', 7.75 * 3600);
    expect(times[0]).toBe('08:00');
    expect(times[2]).toBe('15:45');
    expect(times[1]! > '12:15' && times[1]! < '12:50').toBe(true);
  });

  it('gives only the departure a time without a duration', () => {
    expect(estimateStopTimes([PARIS, LYON], '08:30', null)).toEqual(['08:30', null]);
  });
});
