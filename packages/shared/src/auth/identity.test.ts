import { describe, expect, it } from 'vitest';
import { emailProblem, emailSchema } from './email';
import { capitalise } from './capitalise';
import { prenomSchema } from './names';
import { safeRedirectPath } from './referer';
import { registerBodySchema } from './schemas';
import { authTexts } from './texts';

describe('e-mail (docs/product/accounts.md)', () => {
  it('trims and lower-cases the address', () => {
    expect(emailSchema.parse('  Lea.Martin@Exemple.FR ')).toBe('lea.martin@exemple.fr');
  });

  it('refuses malformed and over-long addresses with French messages', () => {
    expect(emailProblem('lea@')).toBe('Cette adresse email n’est pas valide.');
    expect(emailProblem('')).toBe('L’adresse email est obligatoire.');
    expect(emailProblem(`${'a'.repeat(171)}@exemple.fr`)).toBe(
      'L’adresse email ne doit pas dépasser 180 caractères.',
    );
  });
});

describe('names (docs/product/accounts.md: max 75)', () => {
  it('accepts 75 characters and refuses 76', () => {
    expect(prenomSchema.safeParse('a'.repeat(75)).success).toBe(true);
    expect(prenomSchema.safeParse('a'.repeat(76)).error?.issues[0]?.message).toBe(
      'Ce champ ne doit pas dépasser 75 caractères.',
    );
  });

  it('refuses blank names and control characters', () => {
    expect(prenomSchema.safeParse('   ').error?.issues[0]?.message).toBe(
      'Le prénom est obligatoire.',
    );
    expect(prenomSchema.safeParse('Léa\u0000').success).toBe(false);
  });

  it('capitalises each part of a first name', () => {
    expect(capitalise('jean-pierre')).toBe('Jean-Pierre');
    expect(capitalise('éloïse')).toBe('Éloïse');
  });

  it('gives the same answer on every call (one expression shared by all calls)', () => {
    const names = ['marie claire', "d'artagnan", 'anne-sophie', 'marie claire'];
    expect(names.map(capitalise)).toEqual([
      'Marie Claire',
      "D'Artagnan",
      'Anne-Sophie',
      'Marie Claire',
    ]);
  });
});

describe('registration body', () => {
  const valid = {
    nom: 'Martin',
    prenom: 'Léa',
    email: 'lea@exemple.fr',
    sexe: 'F',
    date_naissance: '1990-05-17',
    password: 'Motdepasse#1',
    password_confirmation: 'Motdepasse#1',
    cgu: '1',
  };

  it('accepts a complete body', () => {
    expect(registerBodySchema.safeParse(valid).success).toBe(true);
  });

  it('requires the terms accepted, and takes the newsletter as an optional flag', () => {
    const { cgu: _accepted, ...withoutTerms } = valid;
    const refused = registerBodySchema.safeParse(withoutTerms);
    expect(refused.error?.issues[0]).toMatchObject({
      message: authTexts.termsRequired,
      path: ['cgu'],
    });
    expect(registerBodySchema.safeParse({ ...valid, cgu: '0' }).success).toBe(false);
    const parsed = registerBodySchema.parse({ ...valid, cgu: true, newsletter: 'on' });
    expect(parsed).toMatchObject({ cgu: 1, newsletter: 1 });
    expect(registerBodySchema.parse(valid).newsletter).toBeUndefined();
  });

  it('requires the confirmation to match', () => {
    const result = registerBodySchema.safeParse({ ...valid, password_confirmation: 'Autre#123a' });
    expect(result.error?.issues[0]).toMatchObject({
      message: 'Les deux mots de passe ne sont pas identiques.',
      path: ['password_confirmation'],
    });
  });

  it('refuses an unknown title', () => {
    expect(registerBodySchema.safeParse({ ...valid, sexe: 'Z' }).success).toBe(false);
  });
});

describe('referer after login (docs/product/accounts.md)', () => {
  it('follows paths of the site', () => {
    expect(safeRedirectPath('/utilisateurs/trajets?type=passager')).toBe(
      '/utilisateurs/trajets?type=passager',
    );
  });

  it('ignores other sites, odd schemes and the auth screens', () => {
    for (const referer of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '/vous-identifier?referer=/x',
      '/inscription-bonneroutier',
      '',
      null,
    ]) {
      expect(safeRedirectPath(referer)).toBeNull();
    }
  });
});
