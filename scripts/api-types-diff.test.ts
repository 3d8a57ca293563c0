import { describe, expect, it } from 'vitest';
import { describeDifference } from './api-types-diff';

describe('api:types:check difference', () => {
  it('finds nothing when the committed file is the fresh generation', () => {
    expect(describeDifference('a\nb\n', 'a\nb\n')).toBeNull();
  });

  it('names the first line that changed', () => {
    expect(describeDifference('a\nmontant: number;\nc', 'a\nmontant: string;\nc')).toBe(
      'ligne 2 : "montant: number;" au lieu de "montant: string;"',
    );
  });

  it('notices a file cut short or grown', () => {
    expect(describeDifference('a\n', 'a\nb\n')).toBe('ligne 2 : "" au lieu de "b"');
    expect(describeDifference('a\nb\n', 'a\n')).toBe('ligne 2 : "b" au lieu de ""');
    expect(describeDifference('', 'a')).toBe('ligne 1 : "" au lieu de "a"');
  });
});
