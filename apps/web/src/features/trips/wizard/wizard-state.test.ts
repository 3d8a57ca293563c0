import { describe, expect, it } from 'vitest';
import { currentStep, initialWizard, midpointCents, type WizardState } from './wizard-state';

describe('publish wizard state', () => {
  it('asks the steps in docs/product’s order, one after the other', () => {
    let state: WizardState = initialWizard;
    expect(currentStep(state)).toBe('date');
    state = { ...state, date: '2026-12-01' };
    expect(currentStep(state)).toBe('period');
    state = { ...state, period: 'matin' };
    expect(currentStep(state)).toBe('heure');
    state = { ...state, heure: '08:15' };
    expect(currentStep(state)).toBe('departTown');
  });

  it('keeps the roles step until the casting is finished, and the promo step while typing', () => {
    const base: WizardState = {
      ...initialWizard,
      date: '2026-12-01',
      heure: '08:15',
      departTown: {} as never,
      departAddress: { complete: 'a', latitude: 0, longitude: 0 },
      arriveeTown: {} as never,
      arriveeAddress: { complete: 'b', latitude: 0, longitude: 0 },
      stageChoice: 0,
      seats: 3,
      automatic: true,
      rolesChoice: true,
    };
    expect(currentStep(base)).toBe('roles');
    const cast = { ...base, castingDone: true, contribution: 2200, promoChoice: 1 as const };
    expect(currentStep(cast)).toBe('promo');
    expect(currentStep({ ...cast, promoChoice: 0 })).toBe('description');
    expect(currentStep({ ...cast, promoChoice: 2, description: '' })).toBe('summary');
  });

  it('suggests the rounded midpoint of the range in whole euros', () => {
    expect(midpointCents(1800, 2600)).toBe(2200);
    expect(midpointCents(1600, 2300)).toBe(2000);
    expect(midpointCents(400, 900)).toBe(700);
  });
});
