import type { Sexe } from '@bonneroute/shared/auth';

/** What the 5 steps collect before POST /register (docs/product/accounts.md: "Registration (5 steps)"). */
export interface RegistrationDraft {
  email: string;
  prenom: string;
  nom: string;
  /** As typed, "JJ/MM/AAAA", shown again when the visitor comes back to step 2. */
  birthDate: string;
  /** The same date as POST /register takes it, yyyy-mm-dd. */
  date_naissance: string;
  sexe: Sexe | '';
}

export const emptyDraft: RegistrationDraft = {
  email: '',
  prenom: '',
  nom: '',
  birthDate: '',
  date_naissance: '',
  sexe: '',
};

export const STEP_TITLES = [
  'Votre adresse email',
  'Qui êtes-vous ?',
  'Votre civilité',
  'Votre mot de passe',
  'Merci !',
] as const;
