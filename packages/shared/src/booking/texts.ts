import { plural } from '../french';

/** French texts of booking and payment (docs/product/booking-and-money.md). */
export const bookingTexts = {
  paymentFailed:
    "Une erreur est survenu. Veuillez réessayer plus tard. Si l'erreur persiste, essayer un autre moyen de paiement.",
  noPayments: "Vous n'avez pas encore effectué de paiement.",
  paymentsTitle: 'Mes paiements',
  payButton: 'Payer',
  cardDeclined:
    'Votre banque a refusé le paiement. Vous n’avez pas été débité : vérifiez les informations de votre carte ou utilisez-en une autre.',
  cardNumberInvalid: 'Le numéro de carte n’est pas valide.',
  cardExpired: 'Votre carte est expirée.',
  cvcInvalid: 'Le cryptogramme doit comporter 3 chiffres.',
  monthInvalid: 'Le mois d’expiration doit être compris entre 01 et 12.',
  yearInvalid: 'L’année d’expiration n’est pas valide.',
  holderRequired: 'Le nom du titulaire de la carte est requis.',
  tripNotFound: 'Ce trajet n’existe pas ou n’existe plus.',
  legNotFound: 'Ce tronçon n’existe pas sur ce trajet.',
  tripNotBookable: 'Ce trajet n’est plus réservable.',
  tripInPast: 'Ce trajet est déjà parti : il n’est plus réservable.',
  ownTrip: 'Vous ne pouvez pas réserver votre propre trajet.',
  notEnoughSeats: 'Il ne reste pas assez de places sur ce trajet.',
  seatsRange: 'Vous pouvez réserver de 1 à 4 places.',
  wrongDriver: 'Le conducteur indiqué n’est pas celui de ce trajet.',
  priceChanged:
    'Le prix de ce trajet a changé : rechargez la page pour voir le nouveau montant. Vous n’avez pas été débité.',
  otherUser: 'Vous ne pouvez payer que pour votre propre compte.',
  paymentInProgress:
    'Votre paiement est en cours de traitement : ne le refaites pas, nous vérifions auprès de votre banque.',
  paymentStillChecking:
    'Votre paiement est toujours en cours de vérification. Vous recevrez un e-mail dès qu’il sera confirmé ; vous ne serez pas débité deux fois.',
  idempotencyKeyMissing:
    'Ce paiement n’a pas de clé d’idempotence (champ token ou en-tête Idempotency-Key).',
  idempotencyReused: 'Cette clé de paiement a déjà servi pour une autre réservation.',
  challengeTitle: 'Authentification 3-D Secure',
  bookingNotFound: 'Cette réservation n’existe pas.',
  // The 3-D Secure return of a payment that is not the caller's (or does not exist).
  paymentNotFound: 'Ce paiement n’existe pas.',
  notYourTrip: 'Seul le conducteur du trajet peut accepter ou refuser une demande.',
  requestNotPending: 'Cette demande a déjà reçu une réponse.',
  requestTooLate: 'Ce trajet est déjà parti : la demande ne peut plus être acceptée.',
  alreadyCancelled: 'Cette réservation est déjà annulée.',
  justAccepted:
    'Le conducteur vient d’accepter votre demande et le paiement est en cours de confirmation : réessayez dans un instant.',
  tripAlreadyCancelled: 'Ce trajet est déjà annulé.',
  notYourBooking: 'Vous ne pouvez annuler que vos propres réservations.',
  bookingCancelled:
    'Votre réservation a bien été annulée ! Une notification vient de vous être envoyée.',
  tripCancelled:
    'Votre trajet a bien été annulé ! Une notification vient d’être envoyée à vos passagers.',
  cancelConfirm: (what: 'trajet' | 'réservation') =>
    `Voulez-vous vraiment supprimer votre ${what} ?`,
  passengerCancelWarning:
    'Une partie du montant peut être retenue selon notre politique d’annulation et de remboursement.',
  driverCancelWarning: 'Les réservations existantes sur ce trajet seront perdues.',
  alreadyBookedTitle: 'Vous avez déjà réservé ce trajet',
  alreadyBookedText:
    'Vous êtes déjà passager de ce covoiturage. Voulez-vous réserver d’autres places ?',
  bookAgain: 'Réserver de nouveau',
  /** Above the seat buttons of a trip the member already rides: where their booking is. */
  alreadyBookedNotice: 'Vous avez une réservation sur ce trajet.',
  seeMyBooking: 'Voir ma réservation',
  /** The disclosure that holds the seat buttons once the member has booked. */
  bookOtherSeats: 'Réserver d’autres places',
  loginRequiredTitle: 'Connexion requise',
  loginRequiredText: 'Connectez-vous pour réserver votre place dans ce covoiturage.',
  profileIncompleteTitle: 'Profil incomplet',
  profileIncompleteText:
    'Pour réserver, renseignez votre nationalité et votre pays de résidence dans votre profil.',
  accept: 'Accepter',
  refuse: 'Refuser',
  noRequests: 'Aucune demande en attente.',
} as const;

/** « 1 place », « 2 places » (never « place(s) »). */
export function seatsText(seats: number): string {
  return plural(seats, 'place');
}
