import { describe, expect, it } from 'vitest';
import { birthDateIsoSchema, formatBirthDateTyping, parseFrenchBirthDate } from './birth-date';

describe('birth date typing (docs/product/accounts.md: step 2)', () => {
  it('inserts the slashes as digits are typed', () => {
    const typed = '17051990'.split('').reduce<string[]>((steps, digit) => {
      steps.push(formatBirthDateTyping((steps.at(-1) ?? '') + digit));
      return steps;
    }, []);
    expect(typed).toEqual([
      '1',
      '17',
      '17/0',
      '17/05',
      '17/05/1',
      '17/05/19',
      '17/05/199',
      '17/05/1990',
    ]);
  });

  it('keeps only digits and slashes, at most ten characters', () => {
    expect(formatBirthDateTyping('17a-05 x1990123')).toBe('17/05/1990');
  });

  it('pads a single digit closed by a typed slash', () => {
    expect(formatBirthDateTyping('1/3/1990')).toBe('01/03/1990');
    expect(formatBirthDateTyping('1/')).toBe('01/');
  });

  it('lets the user delete a trailing slash', () => {
    expect(formatBirthDateTyping('17/')).toBe('17/');
    expect(formatBirthDateTyping('17')).toBe('17');
    expect(formatBirthDateTyping('17/05/')).toBe('17/05/');
  });
});

describe('birth date rules (docs/product/accounts.md: 1923-2013, real dates)', () => {
  it('converts a French date to YYYY-MM-DD', () => {
    expect(parseFrenchBirthDate('17/05/1990')).toEqual({ ok: true, iso: '1990-05-17' });
    expect(parseFrenchBirthDate('29/02/2004')).toEqual({ ok: true, iso: '2004-02-29' });
  });

  it('gives the format message for an incomplete date', () => {
    expect(parseFrenchBirthDate('17/05/90')).toEqual({
      ok: false,
      error: 'La date doit avoir le format JJ/MM/AAAA',
    });
  });

  it('refuses impossible dates and years out of range with the documented message', () => {
    const message =
      "Cette date de naissance n'est pas correcte. Merci de renseignée une date correcte.";
    for (const text of [
      '31/02/1990',
      '29/02/2001',
      '00/05/1990',
      '12/13/1990',
      '01/01/1922',
      '01/01/2014',
    ]) {
      expect(parseFrenchBirthDate(text)).toEqual({ ok: false, error: message });
    }
    expect(parseFrenchBirthDate('01/01/1923').ok).toBe(true);
    expect(parseFrenchBirthDate('31/12/2013').ok).toBe(true);
  });

  it('applies the same rules to the wire format', () => {
    expect(birthDateIsoSchema.safeParse('1990-05-17').success).toBe(true);
    expect(birthDateIsoSchema.safeParse('1990-02-31').success).toBe(false);
    expect(birthDateIsoSchema.safeParse('17/05/1990').success).toBe(false);
    expect(birthDateIsoSchema.safeParse('2014-01-01').success).toBe(false);
  });
});
