/** docs/product/messaging.md texts of messages, chat and contact, plus their French errors. */
export const messagingTexts = {
  informationRequestSubject: 'Demande d’information',
  messageSent:
    'Votre message a bien été envoyé ! Une notification vous sera adressée lorsque vous recevrez une réponse.',
  noMessage: 'Pas de message.',
  noMessages: 'Vous n’avez aucun message.',
  contactSent: 'Votre demande de prise de contact à été envoyé!',
  emptyMessage: 'Votre message est vide.',
  messageTooLong: (max: number) => `Votre message ne doit pas dépasser ${max} caractères.`,
  ownTrip: 'Vous ne pouvez pas vous envoyer un message sur votre propre trajet.',
  unknownRecipient: 'Ce destinataire ne vous a pas écrit au sujet de ce trajet.',
  tripNotFound: 'Ce trajet n’existe pas.',
  chatForbidden:
    'Seuls le conducteur et les passagers confirmés de ce trajet peuvent accéder à sa discussion.',
  tripMessagesFlood:
    'Vous avez envoyé beaucoup de messages en peu de temps. Patientez quelques minutes avant d’écrire à nouveau.',
  /** The notification (and push) of a chat message to a member with no tab open. */
  chatNotification: (prenom: string) => `${prenom} a écrit dans la discussion du trajet.`,
  chatFlood:
    'Vous écrivez trop vite ! Patientez quelques secondes avant d’envoyer un autre message.',
  contactFlood:
    'Vous nous avez déjà écrit plusieurs fois. Patientez une heure avant d’envoyer une nouvelle demande.',
  contactMasked:
    'Vos coordonnées ont été masquées : elles s’échangent une fois la réservation confirmée. Réservez sur BonneRoute, vous êtes assuré·e et vous pourrez laisser un avis.',
  contactMaskedHint:
    'Numéros, e-mails et comptes de messagerie sont masqués jusqu’à la réservation.',
  loginRequired: 'Connectez-vous pour écrire au conducteur.',
} as const;
