import { describe, expect, it } from 'vitest';
import { passwordChecks, passwordProblem, registrationPasswordSchema } from './password';
import { resetPasswordSchema } from './password';

const failing = (password: string, min = 8) =>
  passwordChecks(password, min)
    .filter((check) => !check.ok)
    .map((check) => check.id);

describe('password rules (docs/product/accounts.md)', () => {
  it('accepts a password meeting every rule', () => {
    expect(failing('Motdepasse#1')).toEqual([]);
    expect(registrationPasswordSchema.safeParse('Motdepasse#1').success).toBe(true);
  });

  it('names each missing rule', () => {
    expect(failing('abc')).toEqual(['length', 'uppercase', 'digit', 'special']);
    expect(failing('ABCDEFGH1!')).toEqual(['lowercase']);
    expect(failing('Abcdefgh!')).toEqual(['digit']);
    expect(failing('Abcdefgh1')).toEqual(['special']);
  });

  it('flags any other punctuation or a space as a forbidden character', () => {
    for (const password of ['Motdepasse#1-', 'Mot de passe#1', 'Motdepasse#1.', 'Motdepasse#1€']) {
      expect(passwordProblem(password, 8)).toBe('Il y a un caractère non autorisé');
    }
  });

  it('accepts accented letters', () => {
    expect(passwordProblem('Été#2026aa', 8)).toBeNull();
  });

  it('refuses more than 48 characters', () => {
    const long = `Aa1#${'x'.repeat(45)}`;
    expect(long.length).toBe(49);
    expect(failing(long)).toEqual(['maxLength']);
    expect(failing(long.slice(0, 48))).toEqual([]);
  });

  it('asks 10 characters for a reset (docs/product/accounts.md: "Reset password")', () => {
    expect(resetPasswordSchema.safeParse('Abcdef#12').success).toBe(false);
    expect(resetPasswordSchema.safeParse('Abcdefg#12').success).toBe(true);
    expect(resetPasswordSchema.safeParse('Abcdef#12').error?.issues[0]?.message).toBe(
      'Le mot de passe doit contenir au moins 10 caractères.',
    );
  });
});
