import { describe, expect, it } from 'vitest';
import { ADMIN_ACTIONS, canPerform } from './permissions';

describe('admin permissions', () => {
  it('lets ADMIN do everything', () => {
    for (const action of ADMIN_ACTIONS) expect(canPerform('ADMIN', action)).toBe(true);
  });

  it('keeps money and lock-outs away from MANAGER', () => {
    expect(canPerform('MANAGER', 'consulter')).toBe(true);
    expect(canPerform('MANAGER', 'relancer-inscription')).toBe(true);
    expect(canPerform('MANAGER', 'envoyer-otp')).toBe(true);
    expect(canPerform('MANAGER', 'verifier-document')).toBe(true);
    expect(canPerform('MANAGER', 'moderer-avis')).toBe(true);
    expect(canPerform('MANAGER', 'desactiver-trajet')).toBe(false);
    expect(canPerform('MANAGER', 'suspendre-utilisateur')).toBe(false);
    expect(canPerform('MANAGER', 'gerer-codes-promo')).toBe(false);
  });

  it('gives nothing to anyone else', () => {
    for (const role of ['USER', '', null, undefined, 'admin']) {
      for (const action of ADMIN_ACTIONS) expect(canPerform(role, action)).toBe(false);
    }
  });
});
