import { text } from '../api';
import { NAME_MAX_LENGTH } from './limits';
import { authTexts } from './texts';

// Control characters have no place in a name (they would break mails and logs).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;
const HAS_LETTER = /\p{L}/u;

/** docs/product/accounts.md: prenom and nom, max 75 characters, trimmed. */
export function nameSchema(requiredMessage: string) {
  return text({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(NAME_MAX_LENGTH, authTexts.nameTooLong)
    .refine((value) => !CONTROL_CHARACTERS.test(value) && HAS_LETTER.test(value), {
      error: authTexts.nameInvalid,
    });
}

export const prenomSchema = nameSchema(authTexts.prenomRequired);
export const nomSchema = nameSchema(authTexts.nomRequired);
