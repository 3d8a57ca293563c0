import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isIdText } from '../limits';
import { idParamsOf, idSchema, INT32_MAX, intField, text, textField } from './index';

describe('idSchema: a positive PostgreSQL integer', () => {
  it('reads path strings from 1 to 2147483647', () => {
    expect(idSchema.parse('1')).toBe(1);
    expect(idSchema.parse(String(INT32_MAX))).toBe(INT32_MAX);
    expect(idParamsOf('id', 'vehiculeId').parse({ id: '3', vehiculeId: '4' })).toEqual({
      id: 3,
      vehiculeId: 4,
    });
  });

  it('refuses 0, negatives, decimals, int4 overflows and words, in French', () => {
    for (const bad of [
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      '2147483648',
      '9999999999',
      'abc',
      '\u0000',
    ]) {
      const result = idSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error!.issues[0]!.message).toMatch(/^doit être (un identifiant|au plus)/);
    }
  });
});

describe('intField stays within int4 without explicit bounds', () => {
  it('refuses 2147483648 and -2147483649', () => {
    expect(intField().safeParse(2147483648).success).toBe(false);
    expect(intField().safeParse('-2147483649').success).toBe(false);
    expect(intField().parse('2147483647')).toBe(INT32_MAX);
  });
});

describe('text: no control characters', () => {
  it('refuses NUL, BEL, ESC, DEL and C1 controls in one-line texts, line breaks too', () => {
    for (const bad of ['a\u0000', '\u0007', '\u001b[31m', '\u007f', '\u0085', 'a\nb', 'a\tb']) {
      expect(text().safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    expect(text().parse('Saint-Étienne 😀')).toBe('Saint-Étienne 😀');
  });

  it('keeps newlines, carriage returns and tabs in multi-line texts, nothing else', () => {
    expect(text({ multiline: true }).parse('Bonjour,\r\n\tà demain')).toBe(
      'Bonjour,\r\n\tà demain',
    );
    expect(text({ multiline: true }).safeParse('Bonjour\u0000').success).toBe(false);
  });

  it('says so in French, with the field helpers too', () => {
    const result = z.object({ nom: textField({ max: 10 }) }).safeParse({ nom: 'a\u0000' });
    expect(result.error!.issues[0]!.message).toBe('contient des caractères non autorisés');
  });
});

describe('isIdText: the same ids as idSchema, without zod (the trip page)', () => {
  it('agrees with idSchema on path strings', () => {
    const samples = ['1', '42', '000', '0', '-1', '1.5', '1e3', '0x10', '2147483647', '2147483648'];
    for (const sample of [...samples, '9999999999', '12345678901', 'abc', '', ' 7']) {
      expect(isIdText(sample), sample).toBe(
        idSchema.safeParse(sample).success && !/\s/.test(sample),
      );
    }
    expect(isIdText('2147483647')).toBe(true);
    expect(isIdText('1234567890')).toBe(true);
  });
});
