/* eslint-disable max-lines -- the one table of who may call each route (decision 007): split, it would no longer be one place. */
import { bookingTexts } from '../booking/texts';
import { receiptTexts } from '../receipts/texts';
import type { Role } from '../users';

/**
 * Who may do what (docs/decisions/007-security.md): the one table both the API (its
 * preValidation guard, apps/api/src/plugins/permissions.ts) and the screens (menus, buttons) read.
 *
 * The five audiences of a request:
 * - `anonyme`: nobody is logged in;
 * - `membre`: any logged-in account (a MANAGER or ADMIN is a member too);
 * - `proprietaire`: the account the data belongs to: the user of the path (`/utilisateurs/{id}`),
 *   or the owner of the resource (the driver of a trip, the payer of a payment…), which the
 *   route's handler checks;
 * - `MANAGER`, `ADMIN`: the team.
 */
export const AUDIENCES = ['anonyme', 'membre', 'proprietaire', 'MANAGER', 'ADMIN'] as const;
export type Audience = (typeof AUDIENCES)[number];

export interface Permission {
  /** Audiences allowed; a request is allowed when any of its audiences is listed. */
  readonly qui: readonly Audience[];
  /**
   * How `proprietaire` is recognised: the `id` path parameter (checked by the guard), or the
   * resource the route names (checked by the handler, which answers 403 or 404 to anyone else).
   */
  readonly proprietaire?: 'chemin' | 'ressource';
  /**
   * The owner may also come without a session, through the secret link the server gave them
   * (the 3-D Secure return): the guard lets a visitor through and the handler checks the secret.
   */
  readonly lienSecret?: true;
  /** What it is, in French (README « Sécurité »). */
  readonly libelle: string;
  /** The 403 message when it is refused (else the common one, or the admin area's). */
  readonly refus?: string;
}

const EQUIPE = ['MANAGER', 'ADMIN'] as const satisfies readonly Audience[];

export const PERMISSIONS = {
  // Everyone.
  'consulter-public': {
    qui: ['anonyme', 'membre'],
    libelle:
      'Lire le site, chercher un trajet, voir les profils publics, s’inscrire, se connecter, écrire à l’équipe',
  },
  // Any account.
  'utiliser-son-compte': {
    qui: ['membre'],
    libelle: 'Publier un trajet, réserver, noter, gérer sa session',
  },
  // The user of /utilisateurs/{id}: staff read (support) but never write as the user.
  'lire-compte': {
    qui: ['proprietaire', ...EQUIPE],
    proprietaire: 'chemin',
    libelle: 'Lire le compte d’un membre (profil, documents, IBAN, paiements, messages)',
  },
  'modifier-compte': {
    qui: ['proprietaire'],
    proprietaire: 'chemin',
    libelle: 'Modifier son compte : identité, téléphone, avatar, documents, IBAN, véhicules',
    refus: 'Seul le titulaire du compte peut modifier ces informations.',
  },
  payer: {
    qui: ['proprietaire'],
    proprietaire: 'chemin',
    libelle: 'Réserver et payer pour soi-même',
    refus: bookingTexts.otherUser,
  },
  // docs/product/accounts.md: exporting or deleting one's data is the member's alone, never staff's.
  'exercer-ses-droits': {
    qui: ['proprietaire'],
    proprietaire: 'chemin',
    libelle: 'Télécharger ses données, supprimer son compte',
    refus: 'Seul le titulaire du compte peut télécharger ses données ou supprimer son compte.',
  },
  // Receipts and credit notes: the payer alone, not even the team (they carry the payer's data).
  'telecharger-ses-recus': {
    qui: ['proprietaire'],
    proprietaire: 'chemin',
    libelle: 'Télécharger les reçus et avoirs de ses paiements, et son relevé annuel',
    refus: receiptTexts.otherUser,
  },
  // The owner of a resource named by the route (handler check).
  'gerer-sa-ressource': {
    qui: ['proprietaire'],
    proprietaire: 'ressource',
    libelle:
      'Gérer son trajet (modifier, demandes, accepter/refuser), sa discussion de trajet, répondre à un avis reçu',
  },
  'revenir-du-paiement': {
    qui: ['proprietaire'],
    proprietaire: 'ressource',
    lienSecret: true,
    libelle: 'Revenir du 3-D Secure sur son paiement (lien secret ou session du payeur)',
  },
  // My trips (GET /trajets?filter[utilisateur_id|passager]=): the member's own, or an ADMIN's look.
  'lire-trajets-membre': {
    qui: ['proprietaire', 'ADMIN'],
    proprietaire: 'ressource',
    libelle: 'Lire les trajets d’un conducteur ou d’un passager (Mes trajets)',
  },
  // The team (admin area).
  consulter: { qui: EQUIPE, libelle: 'Consulter l’espace d’administration' },
  'relancer-inscription': { qui: EQUIPE, libelle: 'Relancer une inscription non terminée' },
  'envoyer-email-test': { qui: EQUIPE, libelle: 'Envoyer un e-mail de test' },
  'envoyer-otp': { qui: EQUIPE, libelle: 'Envoyer un code SMS en attente' },
  'verifier-document': { qui: EQUIPE, libelle: 'Valider ou refuser une pièce d’identité' },
  'traiter-message-contact': { qui: EQUIPE, libelle: 'Traiter un message de contact' },
  // Hide a reported review (with a reason) or keep it.
  'moderer-avis': { qui: EQUIPE, libelle: 'Modérer un avis signalé' },
  'moderer-signalement': {
    qui: EQUIPE,
    libelle:
      'Décider d’un signalement, avertir un membre (suspendre ou désactiver un trajet : ADMIN)',
  },
  'gerer-codes-promo': { qui: ['ADMIN'], libelle: 'Créer et activer des codes promo' },
  'desactiver-trajet': { qui: ['ADMIN'], libelle: 'Désactiver un trajet' },
  'suspendre-utilisateur': { qui: ['ADMIN'], libelle: 'Suspendre ou réactiver un compte' },
  // Explicit, audited corrections of a member's identity, phone, avatar or IBAN.
  'lire-identite-archivee': {
    qui: ['ADMIN'],
    libelle: 'Lire l’identité gardée d’un compte supprimé (obligations comptables)',
  },
  'corriger-compte': {
    qui: ['ADMIN'],
    libelle: 'Corriger l’identité, le téléphone, l’avatar ou l’IBAN d’un membre (journalisé)',
  },
} as const satisfies Record<string, Permission>;

export type PermissionName = keyof typeof PERMISSIONS;

/** One permission's rule, with every optional field visible. */
export function permissionRule(name: PermissionName): Permission {
  return PERMISSIONS[name];
}

/**
 * Every API route (method and OpenAPI path) and the permission it needs. The API refuses to start
 * with a route missing here, and the matrix test (apps/api/src/plugins/permissions.test.ts) tries
 * each one as anonymous, another member, the owner, a MANAGER and an ADMIN.
 */
export const ROUTE_PERMISSIONS = {
  'GET /api/ready': 'consulter-public',
  'GET /api/health': 'consulter-public',
  // The chat socket: each channel is checked when subscribed (apps/api/src/realtime).
  'GET /api/realtime': 'consulter-public',
  'GET /api/auth/me': 'utiliser-son-compte',
  'POST /api/auth/logout': 'utiliser-son-compte',
  'POST /api/auth/extend': 'utiliser-son-compte',
  'GET /api/auth/config': 'consulter-public',
  'POST /api/login': 'consulter-public',
  'POST /api/register': 'consulter-public',
  'POST /api/register/verify': 'consulter-public',
  'POST /api/register/resend': 'consulter-public',
  'POST /api/register/google': 'consulter-public',
  'POST /api/login-via-google': 'consulter-public',
  'POST /api/password/forgot': 'consulter-public',
  'POST /api/password/reset': 'consulter-public',
  // The documented e-mail check (filter[email]) is public; the list without it is for the team
  // (handler).
  'GET /api/utilisateurs': 'consulter-public',
  'GET /api/utilisateurs/{id}/notifications': 'lire-compte',
  'POST /api/utilisateurs/{id}/notifications/lues': 'modifier-compte',
  'GET /api/tarifs': 'consulter-public',
  'GET /api/blog/articles': 'consulter-public',
  'GET /api/blog/articles/{slug}': 'consulter-public',
  'GET /api/adresses/suggestions': 'consulter-public',
  'GET /api/villes/{code_departement}': 'consulter-public',
  'GET /api/pays/{nom_pays}': 'consulter-public',
  'GET /api/communes/{ville}': 'consulter-public',
  'GET /api/communes/{ville}/prochains-trajets': 'consulter-public',
  'GET /api/communes/{ville}/destinations': 'consulter-public',
  'GET /api/adresses': 'consulter-public',
  'GET /api/carte': 'consulter-public',
  'GET /api/itineraire': 'consulter-public',
  'GET /api/bornes/{depart}/{arrivee}': 'consulter-public',
  'POST /api/bornes/{depart}/{arrivee}': 'consulter-public',
  'GET /api/admin/inscriptions': 'consulter',
  'POST /api/admin/inscriptions': 'relancer-inscription',
  'GET /api/admin/emails': 'consulter',
  'GET /api/admin/emails/{emailId}': 'consulter',
  'GET /api/admin/journal': 'consulter',
  'GET /api/admin/statistiques': 'consulter',
  'GET /api/admin/recherches': 'consulter',
  'GET /api/admin/passagers': 'consulter',
  'GET /api/admin/documents': 'consulter',
  'POST /api/admin/documents/{documentId}/decision': 'verifier-document',
  'POST /api/admin/public-messages/{messageId}/traitement': 'traiter-message-contact',
  'GET /api/admin/trajets': 'consulter',
  'POST /api/admin/trajets/{tripId}/desactivation': 'desactiver-trajet',
  'GET /api/admin/codes-promo': 'consulter',
  'POST /api/admin/codes-promo': 'gerer-codes-promo',
  'POST /api/admin/codes-promo/{codeId}/actif': 'gerer-codes-promo',
  'GET /api/admin/utilisateurs': 'consulter',
  'POST /api/admin/utilisateurs/{userId}/suspension': 'suspendre-utilisateur',
  'POST /api/admin/utilisateurs/{userId}/reactivation': 'suspendre-utilisateur',
  'POST /api/admin/utilisateurs/{userId}/corrections/identite': 'corriger-compte',
  'POST /api/admin/utilisateurs/{userId}/corrections/telephone': 'corriger-compte',
  'POST /api/admin/utilisateurs/{userId}/corrections/avatar': 'corriger-compte',
  'POST /api/admin/utilisateurs/{userId}/corrections/iban': 'corriger-compte',
  // Writing to a driver about a trip: any member; the driver answers (handler).
  'POST /api/trajets/{id}/messages': 'utiliser-son-compte',
  'GET /api/trajets/{id}/messages': 'utiliser-son-compte',
  'GET /api/utilisateurs/{id}/messages': 'lire-compte',
  'POST /api/utilisateurs/{id}/blocages': 'modifier-compte',
  'GET /api/utilisateurs/{id}/blocages': 'lire-compte',
  'DELETE /api/utilisateurs/{id}/blocages/{utilisateur_id}': 'modifier-compte',
  'GET /api/message-chat-covoiturage/{tripId}': 'gerer-sa-ressource',
  'POST /api/message-chat-covoiturage/{tripId}': 'gerer-sa-ressource',
  'POST /api/admin/public-message': 'consulter-public',
  'GET /api/admin/public-messages': 'consulter',
  'GET /api/admin/tests/email-activation': 'envoyer-email-test',
  'GET /api/admin/tests/email-nouveau-passager': 'envoyer-email-test',
  'GET /api/admin/tests/email-confirmation-reservation': 'envoyer-email-test',
  'GET /api/admin/tests/email-paiement-effectue': 'envoyer-email-test',
  'GET /api/admin/tests/email-annulation': 'envoyer-email-test',
  'GET /api/admin/tests/email-newsletter': 'envoyer-email-test',
  'GET /api/utilisateurs/{id}/full': 'lire-compte',
  'GET /api/utilisateurs/{id}/tableau-de-bord': 'lire-compte',
  'PUT /api/utilisateurs/{id}': 'modifier-compte',
  'GET /api/utilisateurs/{id}/info': 'lire-compte',
  'POST /api/utilisateurs/{id}/info': 'modifier-compte',
  'PUT /api/utilisateurs/{id}/info/{infoId}': 'modifier-compte',
  'POST /api/utilisateurs/{id}/partages': 'modifier-compte',
  'POST /api/utilisateurs/{id}/telephone': 'modifier-compte',
  'POST /api/utilisateurs/{id}/telephone/verification': 'modifier-compte',
  'GET /api/admin/otps-mobiles': 'consulter',
  'POST /api/admin/otps-mobiles/{otpId}/envoi': 'envoyer-otp',
  'POST /api/utilisateurs/{id}/avatar': 'modifier-compte',
  'POST /api/utilisateurs/{id}/document': 'modifier-compte',
  'GET /api/utilisateurs/{id}/documents': 'lire-compte',
  'GET /api/utilisateurs/{id}/documents/{type}': 'lire-compte',
  // The body names the owner (utilisateur_id): the handler refuses anyone else's.
  'POST /api/vehicules': 'utiliser-son-compte',
  'GET /api/utilisateurs/{id}/vehicules': 'lire-compte',
  'GET /api/utilisateurs/{id}/prochain-trajet': 'lire-compte',
  'GET /api/push/cle-publique': 'consulter-public',
  // A full trip's waiting list: any member; the driver's own trip is refused by the handler.
  'POST /api/trajets/{id}/liste-attente': 'utiliser-son-compte',
  'GET /api/trajets/{id}/liste-attente': 'utiliser-son-compte',
  'DELETE /api/trajets/{id}/liste-attente': 'utiliser-son-compte',
  // « Partager mon trajet »: the driver or a confirmed passenger (handler); the link is public.
  'POST /api/trajets/{id}/partages': 'gerer-sa-ressource',
  'GET /api/suivi/{token}': 'consulter-public',
  'PUT /api/suivi/{token}/position': 'utiliser-son-compte',
  'POST /api/utilisateurs/{id}/abonnements-push': 'modifier-compte',
  'DELETE /api/utilisateurs/{id}/abonnements-push/{abonnementId}': 'modifier-compte',
  'GET /api/utilisateurs/{id}/reglages-notifications': 'lire-compte',
  'PUT /api/utilisateurs/{id}/reglages-notifications': 'modifier-compte',
  'GET /api/utilisateurs/{id}/preferences': 'consulter-public',
  'PUT /api/utilisateurs/{id}/preferences': 'modifier-compte',
  'DELETE /api/utilisateurs/{id}/vehicules/{vehiculeId}': 'modifier-compte',
  'GET /api/utilisateurs/{id}/iban': 'lire-compte',
  'POST /api/utilisateurs/{id}/iban': 'modifier-compte',
  'POST /api/utilisateurs/{id}/paiements': 'payer',
  'GET /api/utilisateurs/{id}/paiements': 'lire-compte',
  'GET /api/utilisateurs/{id}/cartes': 'lire-compte',
  'GET /api/paiements/{paymentId}/retour': 'revenir-du-paiement',
  'DELETE /api/utilisateurs/{id}': 'exercer-ses-droits',
  'GET /api/utilisateurs/{id}/export': 'exercer-ses-droits',
  'POST /api/utilisateurs/{id}/code-suppression': 'exercer-ses-droits',
  'GET /api/utilisateurs/{id}/consentements': 'exercer-ses-droits',
  'PUT /api/utilisateurs/{id}/consentements': 'exercer-ses-droits',
  'GET /api/admin/comptes-supprimes/{id}': 'lire-identite-archivee',
  'GET /api/utilisateurs/{id}/paiements/{paymentId}/recu': 'telecharger-ses-recus',
  'GET /api/utilisateurs/{id}/paiements/{paymentId}/avoirs/{numero}': 'telecharger-ses-recus',
  'GET /api/utilisateurs/{id}/releves/{annee}': 'telecharger-ses-recus',
  'GET /api/admin/rapprochement': 'consulter',
  'POST /api/admin/rapprochement': 'consulter',
  'GET /api/trajets/{id}/devis': 'consulter-public',
  'GET /api/trajets/{id}/demandes': 'gerer-sa-ressource',
  'POST /api/passagers/{id}/acceptation': 'gerer-sa-ressource',
  'POST /api/passagers/{id}/refus': 'gerer-sa-ressource',
  'GET /api/passagers/{id}/annulation': 'gerer-sa-ressource',
  // The body names the trip or booking: the handler checks that it is the caller's.
  'POST /api/code-promo': 'utiliser-son-compte',
  'POST /api/annulations': 'utiliser-son-compte',
  'POST /api/trajets': 'utiliser-son-compte',
  'GET /api/trajets': 'consulter-public',
  'GET /api/trajets/{id}': 'consulter-public',
  'PUT /api/trajets/{id}': 'gerer-sa-ressource',
  'POST /api/series/{id}/annulation': 'gerer-sa-ressource',
  'PUT /api/series/{id}': 'gerer-sa-ressource',
  'PUT /api/trajets/{id}/points-de-rendez-vous': 'gerer-sa-ressource',
  'GET /api/covoiturages/{date}': 'consulter-public',
  'GET /api/covoiturages/{date}/jours-proches': 'consulter-public',
  'GET /api/code-promo/{code}': 'consulter-public',
  'GET /api/avis/a-ecrire': 'utiliser-son-compte',
  'GET /api/avis/recus': 'utiliser-son-compte',
  'GET /api/avis/donnes': 'utiliser-son-compte',
  'POST /api/avis': 'utiliser-son-compte',
  'POST /api/avis/{id}/reponse': 'gerer-sa-ressource',
  'POST /api/avis/{id}/signalements': 'utiliser-son-compte',
  'GET /api/profils/{id}': 'consulter-public',
  'GET /api/profils/{id}/avis': 'consulter-public',
  'GET /api/admin/avis-signales': 'consulter',
  'POST /api/admin/avis/{id}/masquage': 'moderer-avis',
  'POST /api/admin/avis/{id}/maintien': 'moderer-avis',
  'POST /api/signalements': 'utiliser-son-compte',
  'GET /api/signalements': 'utiliser-son-compte',
  'POST /api/signalements/{id}/contestation': 'gerer-sa-ressource',
  'GET /api/admin/signalements': 'consulter',
  'POST /api/admin/signalements/{id}/decision': 'moderer-signalement',
  'GET /api/admin/conducteurs-signales': 'consulter',
  'POST /api/admin/conducteurs-signales/{userId}/avertissement': 'moderer-signalement',
  // Trip alerts. Visitors create one with an e-mail (confirmed by a link) and stop it
  // with the signed link of its e-mails (the handlers check the token and the signature).
  'POST /api/alertes': 'consulter-public',
  'GET /api/alertes': 'utiliser-son-compte',
  'PATCH /api/alertes/{id}': 'gerer-sa-ressource',
  'DELETE /api/alertes/{id}': 'gerer-sa-ressource',
  'POST /api/alertes/confirmation': 'consulter-public',
  'POST /api/alertes/desabonnement': 'consulter-public',
  'GET /api/alertes/desabonnement': 'consulter-public',
  'GET /api/alertes/demande': 'consulter-public',
  // The sandbox card processor's 3-D Secure page (offline default): public like the real one.
  'GET /api/sandbox/3ds/{reference}': 'consulter-public',
  'POST /api/sandbox/3ds/{reference}': 'consulter-public',
} as const satisfies Record<string, PermissionName>;

export function permissionOfRoute(method: string, path: string): PermissionName | undefined {
  return (ROUTE_PERMISSIONS as Record<string, PermissionName>)[`${method.toUpperCase()} ${path}`];
}

/**
 * The audiences of a requester: anonymous, or a member, plus the role for the team, plus
 * `proprietaire` when the data is theirs.
 */
export function audiencesOf(
  role: Role | string | null | undefined,
  owner = false,
): readonly Audience[] {
  if (!role) return ['anonyme'];
  const audiences: Audience[] = ['membre'];
  if (role === 'MANAGER' || role === 'ADMIN') audiences.push(role);
  if (owner) audiences.push('proprietaire');
  return audiences;
}

/** May a requester of this role (the owner of the data or not) do it? */
export function mayPerform(
  role: Role | string | null | undefined,
  permission: PermissionName,
  { owner = false }: { owner?: boolean } = {},
): boolean {
  const allowed: readonly Audience[] = PERMISSIONS[permission].qui;
  return audiencesOf(role, owner).some((audience) => allowed.includes(audience));
}
