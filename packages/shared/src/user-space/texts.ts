/** French texts of the user space (docs/product/user-space.md: "User space"). */
export const userSpaceTexts = {
  requiredFields:
    'Un des champs requis n’est pas renseigné. Veuillez le remplir pour valider la saisie.',
  profileSaved: 'Votre profil a bien été modifié.',
  modificationDone: 'Modification effectuée',
  serviceUnavailable: 'Le service est momentanément inaccessible. Veuillez réessayer plus tard.',
  birthDateFormat: 'La date doit avoir le format JJ/MM/AAAA',
  birthDateRange: 'Vous devez avoir entre 16 et 90 ans.',
  birthDateSaved: 'Votre date de naissance a bien été enregistré.',
  phoneFormat: 'Le numéro de téléphone n’a pas le format requis.',
  phoneCountry:
    'Seuls les mobiles de France (+33), de Belgique (+32), du Luxembourg (+352) et de Suisse (+41) sont acceptés.',
  postcodeFormat: (country: string, digits: number, example: string) =>
    `Ce code postal ne correspond pas au pays (${country}) : ${digits} chiffres, par exemple ${example}.`,
  phoneUnchanged: 'Ce numéro est déjà enregistré.',
  phoneCodeSent:
    'Un code de vérification vient de vous être envoyé par SMS. Il est valable 24 heures.',
  phoneCodeWrong: 'Ce code n’est pas le bon. Vérifiez le SMS reçu et réessayez.',
  phoneCodeExpired:
    'Ce code a expiré. Enregistrez de nouveau votre numéro pour en recevoir un autre.',
  phoneCodeLocked:
    'Trop de codes erronés. La vérification est bloquée pendant 30 minutes, réessayez ensuite.',
  phoneTooManyCodes:
    'Vous avez demandé trop de codes aujourd’hui. Réessayez dans 24 heures ou contactez-nous.',
  phoneNoCode: 'Aucun code en attente pour ce numéro. Enregistrez d’abord votre numéro.',
  phoneVerified: 'Votre numéro de téléphone est vérifié.',
  avatarTooLarge:
    'Oops ! Il semblerait que votre image soit trop grande. Choisissez en une plus petite SVP.',
  avatarTechnical: 'Oops ! Il y a eu un problème technique. Réessayer svp !',
  avatarSaved: 'Votre avatar a bien été téléchargé.',
  avatarWrongType: 'Ce fichier n’est pas une image acceptée (PNG, GIF, JPEG, BMP ou ICO).',
  documentWrongType: 'Ce fichier n’est pas accepté : envoyez un PDF, un JPEG ou un PNG.',
  documentTooLarge: 'Ce fichier est trop volumineux : 5 Mo au maximum.',
  documentMissing: 'Choisissez le fichier de votre pièce.',
  documentImageErased:
    'L’image de cette pièce a été supprimée après sa vérification, comme notre politique de confidentialité le prévoit ; le résultat de la vérification reste.',
  documentPending: 'En cours de vérification',
  documentVerified: 'Vérifié',
  vehicleSaved: 'Votre véhicule a bien été enregistré.',
  vehicleUnknown: 'Choisissez une marque, un modèle et une couleur de la liste.',
  plateInvalid:
    'Saisissez l’immatriculation comme sur la plaque : lettres et chiffres, par exemple AB-123-CD ou 1-ABC-123.',
  ibanSaved: 'Votre IBAN a bien été enregistré.',
  ibanInvalid: 'Cet IBAN n’est pas valide : vérifiez les caractères et la clé de contrôle.',
  paymentsEmpty: 'Vous n’avez pas encore effectué de paiement.',
  notificationsEmpty: 'Vous n’avez aucune notification.',
  conversationsEmpty: 'Vous n’avez aucun message.',
  fileMissing: 'Aucun fichier n’a été envoyé.',
} as const;
