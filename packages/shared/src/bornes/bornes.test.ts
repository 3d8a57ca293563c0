import { describe, expect, it } from 'vitest';
import { findHardcodedBorne, HARDCODED_BORNES, suggestedContribution } from './index';

describe('fixed price ranges (spec §3)', () => {
  it('has the eleven pairs, in both directions', () => {
    expect(HARDCODED_BORNES).toHaveLength(11);
    expect(findHardcodedBorne('75056', '69123')).toEqual({ min: 18, max: 26 });
    expect(findHardcodedBorne('69123', '75056')).toEqual({ min: 18, max: 26 });
    expect(findHardcodedBorne('34172', '30189')).toEqual({ min: 4, max: 6 });
    expect(findHardcodedBorne('75056', '13055')).toBeUndefined();
  });

  it('suggests the rounded midpoint', () => {
    expect(suggestedContribution({ min: 18, max: 26 })).toBe(22);
    expect(suggestedContribution({ min: 4, max: 9 })).toBe(7);
  });
});
