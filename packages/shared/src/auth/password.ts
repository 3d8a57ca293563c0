import { text } from '../api';
import {
  PASSWORD_MAX_LENGTH,
  REGISTRATION_PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_MIN_LENGTH,
} from './limits';
import { authTexts } from './texts';

/** docs/product/accounts.md: the only special characters allowed, and one of them is required. */
export const PASSWORD_SPECIALS = '&?#*%@$!';
const SPECIAL = /[&?#*%@$!]/;
// Letters (accented ones too), digits and the specials above; anything else is flagged.
const ALLOWED = /^[\p{L}\d&?#*%@$!]*$/u;

const PASSWORD_TOO_LONG = `Le mot de passe ne doit pas dépasser ${PASSWORD_MAX_LENGTH} caractères.`;

export interface PasswordCheck {
  id: 'length' | 'uppercase' | 'lowercase' | 'digit' | 'special' | 'maxLength' | 'allowed';
  /** Short label of the live checklist (docs/product/accounts.md: step 4). */
  label: string;
  /** The sentence the server answers when the rule is broken. */
  error: string;
  ok: boolean;
}

/**
 * docs/product/accounts.md "Registration password" (min 8) and "Reset password" (min 10): every rule with its
 * state, in the order the checklist shows them.
 */
export function passwordChecks(password: string, minLength: number): PasswordCheck[] {
  return [
    {
      id: 'length',
      label: `Au moins ${minLength} caractères`,
      error: `Le mot de passe doit contenir au moins ${minLength} caractères.`,
      ok: [...password].length >= minLength,
    },
    {
      id: 'uppercase',
      label: 'Une majuscule',
      error: 'Le mot de passe doit contenir au moins une majuscule.',
      ok: /\p{Lu}/u.test(password),
    },
    {
      id: 'lowercase',
      label: 'Une minuscule',
      error: 'Le mot de passe doit contenir au moins une minuscule.',
      ok: /\p{Ll}/u.test(password),
    },
    {
      id: 'digit',
      label: 'Un chiffre',
      error: 'Le mot de passe doit contenir au moins un chiffre.',
      ok: /\d/.test(password),
    },
    {
      id: 'special',
      label: `Un caractère spécial parmi ${PASSWORD_SPECIALS.split('').join(' ')}`,
      error: `Le mot de passe doit contenir au moins un caractère spécial parmi ${PASSWORD_SPECIALS.split('').join(' ')}.`,
      ok: SPECIAL.test(password),
    },
    {
      id: 'maxLength',
      label: `Au plus ${PASSWORD_MAX_LENGTH} caractères`,
      error: PASSWORD_TOO_LONG,
      ok: [...password].length <= PASSWORD_MAX_LENGTH,
    },
    {
      id: 'allowed',
      label: 'Aucun autre caractère (ni espace, ni autre ponctuation)',
      error: authTexts.forbiddenCharacter,
      ok: ALLOWED.test(password),
    },
  ];
}

/** The first broken rule's sentence, or null. */
export function passwordProblem(password: string, minLength: number): string | null {
  return passwordChecks(password, minLength).find((check) => !check.ok)?.error ?? null;
}

function passwordSchema(minLength: number) {
  return (
    text({ error: authTexts.passwordRequired })
      .min(1, authTexts.passwordRequired)
      .superRefine((value, context) => {
        const problem = passwordProblem(value, minLength);
        if (problem) context.addIssue({ code: 'custom', message: problem });
      })
      // After the rules, so the first issue stays the checklist's; the form's maxLength reads it.
      .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG)
  );
}

export const registrationPasswordSchema = passwordSchema(REGISTRATION_PASSWORD_MIN_LENGTH);
export const resetPasswordSchema = passwordSchema(RESET_PASSWORD_MIN_LENGTH);
