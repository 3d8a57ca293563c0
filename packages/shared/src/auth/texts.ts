import { plural } from '../french/plural';

/**
 * Every French message of accounts and sessions, written once for the form and the server.
 * Texts quoted by docs/product/accounts.md are kept exactly as written (straight apostrophes, wording included).
 */
export const authTexts = {
  // docs/product/accounts.md "Registration"
  emailTaken: 'Cette adresse email est déjà enregistrée.',
  googleEmailTaken: 'Cette adresse email google est déjà enregistrée.',
  termsRequired:
    'Pour créer votre compte, acceptez les conditions générales d’utilisation et la politique de confidentialité.',
  birthDateInvalid:
    "Cette date de naissance n'est pas correcte. Merci de renseignée une date correcte.",
  // docs/product/accounts.md "Birth date format error"
  birthDateFormat: 'La date doit avoir le format JJ/MM/AAAA',
  // docs/product/accounts.md "Registration password"
  forbiddenCharacter: 'Il y a un caractère non autorisé',
  // docs/product/accounts.md "Inactivity"
  inactivity:
    "Vous avez été déconnecté par manque d'activité sur le site. Veuillez-vous reconnecter.",
  // docs/product/accounts.md "Forgot password"
  forgotNotActivated: "Cette adresse email n'est pas activée dans notre système.",
  forgotSent: 'Un mail de récupération vient de vous être envoyé.',
  // docs/product/accounts.md "Reset"
  resetExpired:
    'Le lien de réinitialisation de votre mot de passe a expiré, recommencez la procédure.',
  resetError: "Une erreur s'est produite, veuillez réessayer plus tard.",
  resetSuccess:
    'Votre nouveau mot de passe a bien été enregistré. Vous allez être redirigé vers la page de connexion. Merci !',
  // docs/product/accounts.md "Login and password screens" success messages
  loginSuccess: 'Connexion réussie',
  forgotLink: "Je crois que j'ai oublié mon mot de passe",
  registerSubmit: "C'est parti !",

  // Ours, where docs/product shows no text (docs/decisions.md).
  emailRequired: 'L’adresse email est obligatoire.',
  emailInvalid: 'Cette adresse email n’est pas valide.',
  emailTooLong: 'L’adresse email ne doit pas dépasser 180 caractères.',
  prenomRequired: 'Le prénom est obligatoire.',
  nomRequired: 'Le nom est obligatoire.',
  nameTooLong: 'Ce champ ne doit pas dépasser 75 caractères.',
  nameInvalid: 'Ce champ doit contenir des lettres.',
  sexeRequired: 'Choisissez Madame, Monsieur ou Ni l’un ni l’autre.',
  passwordRequired: 'Le mot de passe est obligatoire.',
  passwordMismatch: 'Les deux mots de passe ne sont pas identiques.',
  invalidCredentials: 'Adresse email ou mot de passe incorrect.',
  accountSuspended:
    'Votre compte est suspendu. Écrivez-nous depuis le formulaire de contact pour en savoir plus.',
  emailNotActivated:
    'Votre adresse email n’a pas encore été validée : cliquez sur le lien du mail de validation que nous vous avons envoyé, ou demandez-en un nouveau.',
  registerTooSoon:
    'Une inscription avec cette adresse email vient d’être faite. Réessayez dans une minute.',
  tooManyAttemptsAccount: (minutes: number) =>
    `Trop de tentatives de connexion pour ce compte. Réessayez dans ${plural(minutes, 'minute')} ou réinitialisez votre mot de passe.`,
  tooManyAttemptsIp: (minutes: number) =>
    `Trop de tentatives de connexion depuis votre connexion internet. Réessayez dans ${plural(minutes, 'minute')}.`,
  tooManyEmailChecks: 'Trop de vérifications d’adresse email. Réessayez dans quelques minutes.',
  validationLinkInvalid: 'Ce lien de validation n’est pas valide ou a déjà été utilisé.',
  validationResent: 'Un nouveau mail de validation vient de vous être envoyé.',
  mailTooSoon:
    'Un mail vient déjà de vous être envoyé il y a moins d’une minute. Vérifiez votre boîte de réception et vos indésirables.',
  alreadyActivated: 'Cette adresse email est déjà validée : vous pouvez vous connecter.',
  alreadyValidated: 'Votre compte est déjà validé : vous pouvez vous connecter.',
  unknownAccount: 'Aucun compte BonneRoute n’est associé à cette adresse email.',
  googleNoAccount:
    'Aucun compte BonneRoute n’est associé à ce compte Google. Inscrivez-vous d’abord avec Google.',
  googleInvalidToken: 'La connexion avec Google a échoué. Veuillez réessayer.',
  googleEmailNotVerified: 'Votre adresse Google n’est pas vérifiée : impossible de l’utiliser ici.',
  googleAccountMismatch: 'Ce compte BonneRoute est déjà associé à un autre compte Google.',
  logoutDone: 'Vous êtes déconnecté.',
} as const;
