/**
 * Notification type codes (docs/product/messaging.md: "Notification: id, date_publication, type_notif_code").
 * Each feature creates its own; the French label is how the list and the e-mails name them.
 */
export const NOTIFICATION_TYPES = {
  RESERVATION_CONFIRMEE: 'Nouvelle réservation sur votre trajet',
  DEMANDE_RESERVATION: 'Nouvelle demande de réservation à accepter',
  RESERVATION_ACCEPTEE: 'Votre réservation a été acceptée',
  RESERVATION_REFUSEE: 'Votre demande de réservation a été refusée',
  RESERVATION_EXPIREE: 'Votre demande de réservation n’a pas reçu de réponse',
  RESERVATION_ANNULEE: 'Une réservation a été annulée',
  TRAJET_ANNULE: 'Un trajet que vous avez réservé a été annulé',
  POINT_RENDEZ_VOUS_MODIFIE: 'Un point de rendez-vous de votre trajet a changé',
  // docs/product/trips-and-search.md#changing-a-published-trip
  TRAJET_MODIFIE: 'Votre trajet a été modifié par le conducteur',
  TRAJET_MODIFIE_IMPORTANT:
    'Votre trajet a changé : vous pouvez annuler avec un remboursement intégral',
  NOUVEAU_MESSAGE: 'Vous avez reçu un nouveau message',
  PAIEMENT_EFFECTUE: 'Votre paiement a été effectué',
  PAIEMENT_ECHOUE: 'Votre paiement n’a pas abouti : votre réservation est annulée',
  REMBOURSEMENT: 'Vous avez été remboursé',
  VERSEMENT_EFFECTUE: 'Vos gains ont été versés sur votre compte',
  VERSEMENT_EN_ATTENTE: 'Vos gains attendent la vérification de votre identité',
  DOCUMENT_VERIFIE: 'Votre pièce d’identité a été vérifiée',
  DOCUMENT_REFUSE: 'Votre pièce d’identité a été refusée',
  BIENVENUE: 'Bienvenue sur BonneRoute',
  // Reviews after the trip.
  AVIS_INVITATION: 'Laissez un avis sur votre trajet',
  AVIS_RAPPEL: 'Rappel : votre avis sur votre trajet est attendu',
  AVIS_RECU: 'Vous avez reçu un avis',
  AVIS_REPONSE: 'Une réponse à votre avis a été publiée',
  AVIS_MASQUE: 'Votre avis a été masqué par l’équipe BonneRoute',
  // An ADMIN corrected the account (identity, phone, avatar or IBAN), with the reason.
  COMPTE_CORRIGE: 'L’équipe BonneRoute a corrigé votre compte',
  // Reports (docs/product/trust-and-safety.md): the team's decision with its reasons, and a warning.
  SIGNALEMENT_DECISION: 'L’équipe BonneRoute a rendu sa décision sur un signalement',
  AVERTISSEMENT: 'Avertissement de l’équipe BonneRoute',
  // Trip alerts.
  ALERTE_TRAJET: 'Un trajet correspond à votre alerte',
  // Beyond 20 trips a day, an alert's trips come in one summary (decision 020).
  ALERTE_REGROUPEMENT: 'De nouveaux trajets correspondent à votre alerte',
  // The day before departure, to the driver and the confirmed passengers.
  RAPPEL_VEILLE: 'Votre trajet part demain',
  // The waiting list of a full trip: a seat is held for the member for a while.
  PLACE_LIBEREE: 'Une place s’est libérée sur un trajet complet : elle vous est réservée',
} as const;

export type NotificationType = keyof typeof NOTIFICATION_TYPES;
