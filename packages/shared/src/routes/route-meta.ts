import { feeTexts } from '../pricing/fee-texts';
import type { RouteName } from './paths';

export interface RouteMeta {
  /** French page title, without the site suffix. */
  title: string;
  description?: string;
  /** docs/product/README.md "Guarded routes": a valid session is required. */
  guarded?: boolean;
  /** Kept out of search engines (robots noindex). */
  noindex?: boolean;
}

/** Every page has a description: the site's promise where a route has none of its own. */
export const DEFAULT_DESCRIPTION =
  `BonneRoute, le covoiturage longue distance au prix juste : ${feeTexts().fee} de frais fixes par place, ` +
  'en France, Belgique, Luxembourg et Suisse.';

export const routeMeta: Record<RouteName, RouteMeta> = {
  welcome: { title: 'Covoiturage longue distance pas cher', description: DEFAULT_DESCRIPTION },
  home: { title: 'Covoiturage longue distance pas cher', description: DEFAULT_DESCRIPTION },
  promotions: { title: 'Offre découverte conducteurs', description: DEFAULT_DESCRIPTION },
  erreur404: {
    title: 'Page introuvable',
    description: 'Cette page n’existe pas ou n’existe plus sur BonneRoute.',
    noindex: true,
  },
  erreur401: { title: 'Accès refusé', noindex: true },
  inscription: { title: 'Inscription', description: 'Créez votre compte BonneRoute en 5 étapes.' },
  infoMessagerie: { title: 'Information messagerie', noindex: true },
  proposer: {
    title: 'Proposer un trajet en covoiturage',
    description: 'Publiez votre trajet, fixez votre participation et partagez vos frais de route.',
  },
  sudoku: { title: 'Sudoku', description: 'Jouez au Sudoku gratuitement, six niveaux.' },
  gaming: { title: 'Activités en voiture', description: 'Des jeux pour passer le temps en route.' },
  activite: { title: 'Activité en voiture', noindex: true },
  trouver: {
    title: 'Trouver un covoiturage',
    description: 'Cherchez un covoiturage par ville de départ, d’arrivée et date.',
  },
  resultats: {
    title: 'Résultats de recherche',
    description: 'Les covoiturages disponibles pour votre trajet et votre date, au prix juste.',
    noindex: true,
  },
  blog: {
    title: 'Blog covoiturage',
    description: 'Conseils, économies et actualités du covoiturage.',
  },
  blogArticle: {
    title: 'Blog covoiturage',
    description: 'Conseils, économies et actualités du covoiturage.',
  },
  region: {
    title: 'Covoiturage par région',
    description: 'Les trajets en covoiturage d’une région, département par département.',
  },
  departement: {
    title: 'Covoiturage par département',
    description: 'Les trajets en covoiturage d’un département, ville par ville.',
  },
  pays: {
    title: 'Covoiturage par pays',
    description: 'Les trajets en covoiturage en Belgique, en Suisse et au Luxembourg.',
  },
  ville: {
    title: 'Covoiturage',
    description: 'Les prochains covoiturages d’une ville et les prix conseillés.',
  },
  villes: {
    title: 'Covoiturage',
    description: 'Le prix conseillé et les prochains covoiturages entre deux villes.',
  },
  covoiturage: {
    title: 'Trajet en covoiturage',
    description: 'Un trajet en covoiturage : conducteur, horaires, prix et places disponibles.',
  },
  covoiturageCourt: {
    title: 'Trajet en covoiturage',
    description: 'Un trajet en covoiturage : conducteur, horaires, prix et places disponibles.',
  },
  connexion: {
    title: 'Connexion',
    description: 'Connectez-vous à BonneRoute pour réserver, publier et suivre vos trajets.',
    noindex: true,
  },
  motDePasseOublie: {
    title: 'Mot de passe oublié',
    description: 'Recevez par e-mail un lien pour choisir un nouveau mot de passe.',
    noindex: true,
  },
  resetMotDePasse: { title: 'Nouveau mot de passe', noindex: true },
  validation: { title: 'Validation de votre adresse e-mail', noindex: true },
  nousConnaitre: {
    title: 'Nous connaître',
    description: 'Qui sommes-nous ? L’équipe et les engagements de BonneRoute.',
  },
  conditionsGenerales: {
    title: 'Conditions générales d’utilisation et de vente',
    description: 'Réservation, paiement, frais, annulation et remboursement sur BonneRoute.',
  },
  mentionsLegales: {
    title: 'Mentions légales',
    description: 'Éditeur, hébergeur, données personnelles et cookies de BonneRoute.',
  },
  confidentialite: {
    title: 'Politique de confidentialité',
    description:
      'Les données que BonneRoute collecte, pourquoi, combien de temps, qui les reçoit et comment exercer vos droits.',
  },
  chat: { title: 'Discussion du trajet', guarded: true, noindex: true },
  suivi: { title: 'Suivi d’un trajet', noindex: true },
  paiement: { title: 'Paiement', guarded: true, noindex: true },
  homeUtilisateurs: { title: 'Tableau de bord', guarded: true, noindex: true },
  infosUtilisateurs: { title: 'Mon profil', guarded: true, noindex: true },
  avisUtilisateurs: { title: 'Mes avis', guarded: true, noindex: true },
  avisEcrire: { title: 'Laisser un avis', guarded: true, noindex: true },
  trajetsUtilisateurs: { title: 'Mes trajets', guarded: true, noindex: true },
  argentUtilisateurs: { title: 'Mon argent', guarded: true, noindex: true },
  notificationsUtilisateurs: { title: 'Vos notifications', guarded: true, noindex: true },
  enVoitureUtilisateurs: { title: 'En voiture', guarded: true, noindex: true },
  admin: { title: 'Administration', guarded: true, noindex: true },
  dashboardAdmin: { title: 'Administration — statistiques', guarded: true, noindex: true },
  emailAdmin: { title: 'Administration — e-mails', guarded: true, noindex: true },
  inscriptionAdmin: { title: 'Administration — inscriptions', guarded: true, noindex: true },
  trajetsAdmin: { title: 'Administration — trajets', guarded: true, noindex: true },
  otpMobileAdmin: { title: 'Administration — codes SMS', guarded: true, noindex: true },
  documentsAdmin: { title: 'Administration — pièces d’identité', guarded: true, noindex: true },
  codesPromoAdmin: { title: 'Administration — codes promo', guarded: true, noindex: true },
  rapprochementAdmin: { title: 'Administration — rapprochement', guarded: true, noindex: true },
  utilisateursAdmin: { title: 'Administration — utilisateurs', guarded: true, noindex: true },
  newslettersAdmin: { title: 'Administration — newsletters', guarded: true, noindex: true },
  avisAdmin: { title: 'Administration — avis signalés', guarded: true, noindex: true },
  messagesAdmin: { title: 'Administration — messages de contact', guarded: true, noindex: true },
  signalementsAdmin: { title: 'Administration — signalements', guarded: true, noindex: true },
  conducteursSignalesAdmin: {
    title: 'Administration — conducteurs signalés',
    guarded: true,
    noindex: true,
  },
  signalementsUtilisateurs: { title: 'Mes signalements', guarded: true, noindex: true },
  alertesUtilisateurs: { title: 'Mes alertes', guarded: true, noindex: true },
  prochainTrajet: { title: 'Mon prochain trajet', guarded: true, noindex: true },
  alerteNouvelle: { title: 'Créer une alerte', noindex: true },
  alerteConfirmation: { title: 'Confirmer mon alerte', noindex: true },
  alerteDesabonnement: { title: 'Désabonnement d’une alerte', noindex: true },
  donneesUtilisateurs: { title: 'Mes données', guarded: true, noindex: true },
  bloquesUtilisateurs: { title: 'Membres bloqués', guarded: true, noindex: true },
  compteSupprime: { title: 'Compte supprimé', noindex: true },
  // Open to visitors (a trip page shows its driver to anyone), kept out of search engines.
  profilUtilisateur: { title: 'Profil', noindex: true },
};

export const SITE_NAME = 'BonneRoute';
