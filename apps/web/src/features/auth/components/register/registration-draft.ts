import type { Sexe } from '@bonneroute/shared/auth';

/** What the 5 steps collect before POST /register (spec §2 "Registration (5 steps)"). */
export interface RegistrationDraft {
  email: string;
  prenom: string;
  nom: string;
  /** As typed, "JJ/MM/AAAA". */
  birthDate: string;
  sexe: Sexe | '';
}

export const emptyDraft: RegistrationDraft = {
  email: '',
  prenom: '',
  nom: '',
  birthDate: '',
  sexe: '',
};

export const STEP_TITLES = [
  'Votre adresse email',
  'Qui êtes-vous ?',
  'Votre civilité',
  'Votre mot de passe',
  'Merci !',
] as const;
