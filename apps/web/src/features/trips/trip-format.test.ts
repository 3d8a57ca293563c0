import { describe, expect, it } from 'vitest';
import { formatTripTime } from '@bonneroute/shared/dates';
import { arrivalTime } from './trip-format';

describe('trip display rules', () => {
  it('adds the duration to the departure time, across midnight too', () => {
    expect(arrivalTime({ heure: '08:15', duree_secondes: 16_200 })).toBe('12 h 45');
    expect(arrivalTime({ heure: '22:30', duree_secondes: 7_200 })).toBe('00 h 30');
  });

  it('says Indéterminée without a duration', () => {
    expect(arrivalTime({ heure: '08:15', duree_secondes: null })).toBe('Indéterminée');
  });

  it('shows times the French way', () => {
    expect(formatTripTime('07:05')).toBe('07 h 05');
  });
});
