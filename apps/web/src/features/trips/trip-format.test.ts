import { describe, expect, it } from 'vitest';
import { ageOf, arrivalTime, formatTime } from './trip-format';

describe('trip display rules', () => {
  it('adds the duration to the departure time, across midnight too', () => {
    expect(arrivalTime({ heure: '08:15', duree_secondes: 16_200 })).toBe('12 h 45');
    expect(arrivalTime({ heure: '22:30', duree_secondes: 7_200 })).toBe('00 h 30');
  });

  it('says Indéterminée without a duration', () => {
    expect(arrivalTime({ heure: '08:15', duree_secondes: null })).toBe('Indéterminée');
  });

  it('shows times the French way and ages in full years', () => {
    expect(formatTime('07:05')).toBe('07 h 05');
    expect(ageOf('1990-12-01', new Date(2026, 10, 23))).toBe(35);
    expect(ageOf('1990-11-23', new Date(2026, 10, 23))).toBe(36);
    expect(ageOf('0000-00-00')).toBeNull();
  });
});
