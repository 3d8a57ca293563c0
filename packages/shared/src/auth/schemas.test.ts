import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH } from './limits';
import { registrationPasswordSchema } from './password';
import {
  registerBodySchema,
  registerIdentityStepSchema,
  registerPasswordStepSchema,
  registerTitleStepSchema,
  resetBodySchema,
  resetPasswordFormSchema,
} from './schemas';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('registration steps: parts of POST /register’s schema', () => {
  it('reads the typed birth date into the wire’s yyyy-mm-dd, names trimmed', () => {
    expect(
      registerIdentityStepSchema.parse({
        prenom: ' Zoé ',
        nom: 'Lambert',
        date_naissance: '17/05/1990',
      }),
    ).toEqual({ prenom: 'Zoé', nom: 'Lambert', date_naissance: '1990-05-17' });
  });

  it('refuses a badly typed or impossible date with docs/product/accounts.md messages', () => {
    const identity = { prenom: 'Zoé', nom: 'Lambert' };
    expect(
      firstMessage(registerIdentityStepSchema.safeParse({ ...identity, date_naissance: '1990' })),
    ).toBe('La date doit avoir le format JJ/MM/AAAA');
    expect(
      firstMessage(
        registerIdentityStepSchema.safeParse({ ...identity, date_naissance: '31/02/1990' }),
      ),
    ).toBe("Cette date de naissance n'est pas correcte. Merci de renseignée une date correcte.");
  });

  it('takes the server’s own field rules', () => {
    const fields = registerBodySchema.shape;
    expect(registerIdentityStepSchema.shape.prenom).toBe(fields.prenom);
    expect(registerIdentityStepSchema.shape.nom).toBe(fields.nom);
    expect(registerTitleStepSchema.shape.sexe).toBe(fields.sexe);
    expect(registerPasswordStepSchema.shape.password).toBe(fields.password);
    expect(resetPasswordFormSchema.shape.password).toBe(resetBodySchema.shape.password);
  });

  it('refuses two different passwords on the confirmation', () => {
    const result = registerPasswordStepSchema.safeParse({
      password: 'Motdepasse#1',
      password_confirmation: 'Motdepasse#2',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['password_confirmation'],
      message: 'Les deux mots de passe ne sont pas identiques.',
    });
  });
});

describe('password length bound (docs/product/accounts.md: 48)', () => {
  it('is readable from the schema and keeps the checklist’s first message', () => {
    expect(registrationPasswordSchema.maxLength).toBe(PASSWORD_MAX_LENGTH);
    expect(firstMessage(registrationPasswordSchema.safeParse(`Aa1#${'a'.repeat(45)}`))).toBe(
      'Le mot de passe ne doit pas dépasser 48 caractères.',
    );
    expect(firstMessage(registrationPasswordSchema.safeParse('a'.repeat(60)))).toBe(
      'Le mot de passe doit contenir au moins une majuscule.',
    );
  });
});
