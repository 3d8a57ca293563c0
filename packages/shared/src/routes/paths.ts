/**
 * Every URL of the web app, defined once (docs/product/README.md). The web router and the server (HTTP status of
 * unknown paths, SEO head tags, sitemap) both read this table.
 * Keys are the documented route names where it gives one.
 */
/**
 * The results page's town names in its query (docs/product/README.md: Results: `from_city`, `to_city`): what the
 * forms that also work as HTML alone (the home's search, « Un autre trajet ? ») name their fields.
 */
export const RESULTS_TOWN_FIELDS = { from: 'from_city', to: 'to_city' } as const;

export const routePaths = {
  welcome: '/',
  home: '/home',
  promotions: '/promotions',
  erreur404: '/erreur404',
  erreur401: '/erreur401',
  // docs/product/README.md: the sign-up path carries the product's driver nickname (docs/decisions.md).
  inscription: '/inscription-bonneroutier',
  // docs/product/README.md "{token}": info page about a messaging-service outage (docs/decisions.md).
  infoMessagerie: '/info-messagerie/:token',
  proposer: '/en-voiture',
  sudoku: '/games/sudoku',
  gaming: '/gaming',
  // An in-car activity shown in the /gaming frame (no site shell around it).
  activite: '/activites/:activite',
  trouver: '/trouver-covoiturage',
  resultats: '/resultats',
  blog: '/blog-covoiturage',
  blogArticle: '/blog-covoiturage/:nom_article',
  region: '/covoiturage-region/:nom_region',
  departement: '/covoiturage-departement/:code_departement',
  // Belgium, Switzerland, Luxembourg (docs/decisions/024-neighbour-countries.md).
  pays: '/covoiturage-pays/:nom_pays',
  ville: '/covoiturages/:nom_ville',
  villes: '/covoiturages/:nom_ville_depart/:nom_ville_arrivee',
  covoiturage: '/covoiturage/:id',
  covoiturageCourt: '/t/:id',
  // « Partager mon trajet »: what a relative follows of a member's trip (public, noindex).
  suivi: '/suivi/:token',
  connexion: '/vous-identifier',
  motDePasseOublie: '/recuperer-un-mot-de-passe-valide',
  resetMotDePasse: '/reset-mot-de-passe/:hash/:email',
  validation: '/validation-email/:hash/:prenom?',
  nousConnaitre: '/nous-connaitre',
  conditionsGenerales: '/conditions-generales',
  mentionsLegales: '/mentions-legales',
  // What is collected, why, for how long, who receives it, the member's rights (RGPD).
  confidentialite: '/confidentialite',
  chat: '/chat-covoiturage/:id',
  paiement: '/paiement/:code',
  homeUtilisateurs: '/utilisateurs',
  infosUtilisateurs: '/utilisateurs/infos',
  avisUtilisateurs: '/utilisateurs/avis',
  // The review form of one co-traveller for one trip (the invitation e-mail's link).
  avisEcrire: '/utilisateurs/avis/ecrire/:trajet/:cible',
  trajetsUtilisateurs: '/utilisateurs/trajets',
  argentUtilisateurs: '/utilisateurs/argent',
  notificationsUtilisateurs: '/utilisateurs/notifications',
  enVoitureUtilisateurs: '/utilisateurs/en-voiture',
  admin: '/utilisateurs/admin',
  dashboardAdmin: '/utilisateurs/admin/dashboard',
  emailAdmin: '/utilisateurs/admin/emails',
  inscriptionAdmin: '/utilisateurs/admin/inscriptions',
  trajetsAdmin: '/utilisateurs/admin/trajets',
  otpMobileAdmin: '/utilisateurs/admin/otp-mobile',
  documentsAdmin: '/utilisateurs/admin/documents',
  messagesAdmin: '/utilisateurs/admin/messages',
  codesPromoAdmin: '/utilisateurs/admin/codes-promo',
  utilisateursAdmin: '/utilisateurs/admin/utilisateurs',
  // The admin menu's « Gestion des newsletters ».
  newslettersAdmin: '/utilisateurs/admin/newsletters',
  avisAdmin: '/utilisateurs/admin/avis',
  rapprochementAdmin: '/utilisateurs/admin/rapprochement',
  // Trust and safety (docs/product/trust-and-safety.md): the reports queue, flagged drivers.
  signalementsAdmin: '/utilisateurs/admin/signalements',
  conducteursSignalesAdmin: '/utilisateurs/admin/conducteurs-signales',
  // A member's reports and the decisions that concern them.
  signalementsUtilisateurs: '/utilisateurs/signalements',
  // Trip alerts.
  alertesUtilisateurs: '/utilisateurs/alertes',
  // « Mon prochain trajet », readable offline (docs/decisions/031-installable-app.md).
  prochainTrajet: '/utilisateurs/prochain-trajet',
  alerteNouvelle: '/alertes/nouvelle',
  alerteConfirmation: '/alertes/confirmation/:token',
  alerteDesabonnement: '/alertes/desabonnement',
  // docs/product/accounts.md: download my data, delete my account; then the goodbye page.
  donneesUtilisateurs: '/utilisateurs/mes-donnees',
  // docs/product/messaging.md « Membres bloqués »: the members I blocked, to unblock.
  bloquesUtilisateurs: '/utilisateurs/membres-bloques',
  compteSupprime: '/compte-supprime',
  profilUtilisateur: '/utilisateurs/:id',
} as const;

export type RouteName = keyof typeof routePaths;
