/** Generic French texts used by both apps (docs/product/README.md, the error shape). */
export const commonTexts = {
  notFoundPage:
    'La page que vous cherchez n’existe pas ou n’existe plus. Retournez à l’accueil pour continuer votre route.',
  unauthorizedPage:
    'Vous n’avez pas accès à cette page. Connectez-vous avec un compte autorisé pour continuer.',
  genericError: 'Une erreur s’est produite, veuillez réessayer plus tard.',
  serviceUnavailable: 'Le service est momentanément inaccessible. Veuillez réessayer plus tard.',
} as const;

/** Details of the API's error answers. */
export const apiErrorTexts = {
  notFound: 'Cette ressource n’existe pas.',
  routeNotFound: 'Cette adresse de l’API n’existe pas.',
  unauthenticated: 'Vous devez être connecté pour effectuer cette action.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  forbidden: 'Vous n’avez pas le droit d’effectuer cette action.',
  csrf: 'Jeton de sécurité (CSRF) manquant ou invalide. Rechargez la page et réessayez.',
  rateLimited: 'Trop de requêtes. Merci de patienter quelques instants avant de réessayer.',
  payloadTooLarge: 'Le contenu envoyé est trop volumineux.',
  unsupportedMediaType: 'Ce format de contenu n’est pas accepté.',
  invalidJson: 'Le contenu envoyé n’est pas un JSON valide.',
  invalidMultipart: 'Le formulaire envoyé (multipart) est mal formé.',
  invalidValue:
    'Une des valeurs envoyées n’est pas acceptée (nombre trop grand, caractère interdit…).',
  invalidInput: 'Les données envoyées ne sont pas valides.',
  uriTooLong: 'L’adresse demandée est trop longue.',
  internal: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
  databaseUnavailable: 'La base de données est momentanément inaccessible.',
  draining: 'Ce serveur s’arrête : la requête est servie par un autre.',
} as const;
