import { describe, expect, it } from 'vitest';
import {
  mergePreferences,
  NO_PREFERENCES,
  preferenceBadges,
  readPreferences,
  requiredPreferences,
  travelPreferencesInputSchema,
} from './preferences';

describe('travel preferences', () => {
  it('keep the keys left out, forget the keys given as null', () => {
    const base = { ...NO_PREFERENCES, musique: true, animaux: false };
    expect(mergePreferences(base, { animaux: true, musique: null })).toEqual({
      ...NO_PREFERENCES,
      animaux: true,
    });
    expect(mergePreferences(null, undefined)).toEqual(NO_PREFERENCES);
  });

  it('read a stored value of another shape as unknown rather than failing', () => {
    expect(readPreferences(null)).toEqual(NO_PREFERENCES);
    expect(readPreferences({ animaux: 'oui' })).toEqual(NO_PREFERENCES);
    expect(readPreferences({ bagages: 'grand' }).bagages).toBe('grand');
  });

  it('accept the form’s "1"/"0" and refuse unknown keys and values', () => {
    expect(travelPreferencesInputSchema.parse({ animaux: '1', fumeur: '0' })).toEqual({
      animaux: true,
      fumeur: false,
    });
    expect(travelPreferencesInputSchema.safeParse({ chien: true }).success).toBe(false);
    expect(travelPreferencesInputSchema.safeParse({ bagages: 'enorme' }).success).toBe(false);
  });

  it('show what the driver said, in French, and nothing they did not say', () => {
    const labels = preferenceBadges({
      ...NO_PREFERENCES,
      discussion: 'blablabla',
      fumeur: false,
      animaux: true,
      deux_max_arriere: false,
      bagages: 'petit',
    }).map((badge) => badge.label);
    expect(labels).toEqual(['BlaBlaBla', 'Non-fumeur', 'Animaux acceptés', 'Petit bagage']);
    expect(preferenceBadges(NO_PREFERENCES)).toEqual([]);
  });

  it('turn the search’s filters into the containment the trips must have', () => {
    expect(requiredPreferences({})).toBeNull();
    expect(requiredPreferences({ animaux: true, non_fumeur: true })).toEqual({
      animaux: true,
      fumeur: false,
    });
  });
});
