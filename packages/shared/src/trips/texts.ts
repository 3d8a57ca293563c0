import { DISCOVERY_OFFER } from '../booking/discovery-offer';
import { plural } from '../french';
import { searchTitle } from '../head/results-head';
/** French texts of trips (docs/product/trips-and-search.md). */
export const tripTexts = {
  /** A trip page with no answer from the server (no network): the trip may well exist. */
  loadFailedOffline: 'Ce trajet n’a pas pu être chargé : vérifiez votre connexion puis réessayez.',
  notFound: 'Ce covoiturage n’existe pas ou n’existe plus.',
  pastTrip:
    'Ce covoiturage a déjà été effectué. Nous vous redirigeons gentillement vers une liste de covoiturages similaires.',
  noDescription: 'Pas de description',
  noBooking: 'Pas encore de réservation',
  unknownArrival: 'Indéterminée',
  noSeatLeft: 'Il n’y a plus de place disponible sur ce covoiturage.',
  searchNeedsTowns: 'Indiquez une ville de départ et une ville d’arrivée.',
  noTrips: 'Il n’y a pas de trajets.',
  datePast: 'La date du trajet ne peut pas être passée.',
  datePastTime: 'L’heure de départ est déjà passée.',
  // A trip is published at most a year ahead (trip-rules.ts latestTripDate).
  dateTooFar: 'Un trajet se publie au plus un an à l’avance : choisissez une date plus proche.',
  invalidDate: 'La date n’est pas valide (format AAAA-MM-JJ).',
  invalidTime: 'L’heure doit être un quart d’heure (HH:MM).',
  contributionOutOfRange: (min: string, max: string) =>
    `La participation doit être comprise entre ${min} et ${max}.`,
  stageOutOfRange: (town: string, min: string, max: string) =>
    `La participation jusqu’à ${town} doit être comprise entre ${min} et ${max}.`,
  stageNotBelowTotal: (town: string) =>
    `La participation jusqu’à ${town} doit être inférieure à celle du trajet complet.`,
  stagesMismatch: 'Chaque ville étape doit avoir sa participation.',
  stageIsEnd: 'Une ville étape ne peut pas être la ville de départ ou d’arrivée.',
  duplicate: 'Vous avez déjà publié un trajet à cette date et cette heure.',
  notOwner: 'Seul le conducteur peut modifier ce trajet.',
  notEditable: 'Ce trajet ne peut plus être modifié.',
  seatsLocked:
    'Le nombre de places ne peut plus être modifié : une réservation a déjà été confirmée.',
  seatsBelowBooked: (booked: number) =>
    `Le nombre de places ne peut pas être inférieur au nombre de places déjà réservées (${booked}).`,
  nothingToUpdate:
    'Indiquez une seule modification : is_roles_passagers, nb_places_proposees ou roles_passagers.',
  invalidPromo: 'Ce code n’est pas valide ou n’est plus valable...',
  continueWithoutCode: 'Continuer sans code',
  searchTitle,
  searchApology:
    'Désolé, nous n’avons pas trouvé de covoiturage pour ce trajet à cette date. Inscrivez-vous pour être prévenu ou proposez vous-même ce trajet !',
  cancelConfirmTrip:
    'Voulez-vous vraiment supprimer votre trajet ? Les réservations existantes seront perdues.',
  cancelConfirmBooking:
    'Voulez-vous vraiment supprimer votre réservation ? Une partie du montant peut être retenue selon la politique d’annulation et de remboursement.',
  cancelledBooking:
    'Votre réservation a bien été annulée ! Une notification vient de vous être envoyée.',
  cancelledTrip:
    'Votre trajet a bien été annulé ! Une notification vient d’être envoyée à vos passagers.',
  tripsCount: (n: number) => plural(n, 'trajetEnregistre'),
  /** The trip page's « Ma réservation » (docs/product/trips-and-search.md Trip detail). */
  hubPhoneOnceConfirmed: 'Affiché dès que votre réservation est confirmée.',
  hubNoDriverPhone: 'Le conducteur n’a pas de numéro vérifié : écrivez-lui dans la discussion.',
  /** My trips: a trip that has left, shown greyed, without actions. */
  pastTripBadge: 'Trajet passé',
  /** Said after a change on the driver's card, saved at once. */
  seatsSaved: (n: number) => `Enregistré : ${plural(n, 'place')} proposée${n >= 2 ? 's' : ''}.`,
  changeSaved: 'Modification enregistrée.',
} as const;

/** docs/product/trips-and-search.md discovery offer; the code is created by migration 0005 (docs/decisions.md). */
/** The discovery offer's code, shown on /promotions (defined once with the offer). */
export const DISCOVERY_PROMO_CODE = DISCOVERY_OFFER.code;
