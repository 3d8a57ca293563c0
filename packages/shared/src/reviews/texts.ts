import { COMMENT_REQUIRED_BELOW, RATING_MAX, RATING_MIN, REVIEW_WINDOW_DAYS } from './rules';

/** The French texts of reviews and public profiles. */
export const reviewTexts = {
  newMember: 'Nouveau membre',
  ratingRange: `La note doit être un nombre entier d’étoiles, de ${RATING_MIN} à ${RATING_MAX}.`,
  commentRequired: `Dites en quelques mots ce qui n’a pas été : un commentaire est obligatoire en dessous de ${COMMENT_REQUIRED_BELOW} étoiles.`,
  textTooLong: (max: number) => `Votre texte ne doit pas dépasser ${max} caractères.`,
  textEmpty: 'Votre texte est vide.',
  textControlCharacters: 'Votre texte contient des caractères non autorisés.',
  tripNotFound: 'Ce trajet n’existe pas.',
  tripNotDone: 'Vous pourrez laisser un avis une fois le trajet effectué.',
  notOnTrip: 'Seuls les covoitureurs de ce trajet peuvent laisser un avis.',
  targetNotOnTrip: 'Cette personne n’a pas voyagé avec vous sur ce trajet.',
  selfReview: 'Vous ne pouvez pas vous laisser un avis à vous-même.',
  alreadyReviewed: 'Vous avez déjà laissé un avis à cette personne pour ce trajet.',
  windowClosed: `Le délai de ${REVIEW_WINDOW_DAYS} jours pour laisser un avis sur ce trajet est écoulé.`,
  reviewNotFound: 'Cet avis n’existe pas.',
  replyNotYours: 'Seule la personne qui a reçu cet avis peut y répondre.',
  replyNotPublished: 'Vous pourrez répondre à cet avis une fois qu’il sera publié.',
  alreadyReplied: 'Vous avez déjà répondu à cet avis.',
  reportOwn: 'Vous ne pouvez pas signaler votre propre avis.',
  alreadyReported: 'Vous avez déjà signalé cet avis : l’équipe BonneRoute va l’examiner.',
  alreadyHidden: 'Cet avis est déjà masqué.',
  profileNotFound: 'Ce profil n’existe pas ou n’est plus disponible.',
  reviewSent: 'Merci ! Votre avis est enregistré.',
  reviewPublished: 'Merci ! Votre avis est publié, tout comme celui que vous avez reçu.',
  reviewWaiting: (prenom: string, lastDay: string) =>
    `Il sera publié quand ${prenom} aura laissé le sien, ou au plus tard à la fin du ${lastDay}.`,
  replySent: 'Votre réponse est publiée.',
  reportSent: 'Merci, l’équipe BonneRoute va examiner cet avis.',
  hidden: 'L’avis est masqué ; son auteur en a été informé.',
  kept: 'L’avis reste publié ; les signalements sont classés.',
  noReviewsReceived: 'Vous n’avez pas encore reçu d’avis publié.',
  noReviewsGiven: 'Vous n’avez pas encore laissé d’avis.',
  noReviewsToWrite: `Aucun avis à écrire pour le moment. Après chaque trajet, vous aurez ${REVIEW_WINDOW_DAYS} jours pour noter vos covoitureurs.`,
  reviewsWaiting: (count: number) =>
    count === 1
      ? `1 avis vous attend : il sera publié dès que vous aurez laissé le vôtre, ou à la fin du délai de ${REVIEW_WINDOW_DAYS} jours.`
      : `${count} avis vous attendent : chacun sera publié dès que vous aurez laissé le vôtre, ou à la fin du délai de ${REVIEW_WINDOW_DAYS} jours.`,
  noLongerToWrite: `Cet avis n’est plus à écrire : vous l’avez déjà laissé, le délai de ${REVIEW_WINDOW_DAYS} jours est écoulé, ou vous n’avez pas voyagé avec cette personne.`,
  noProfileReviews: 'Pas encore d’avis publié.',
  noReportedReviews: 'Aucun avis signalé : tout va bien.',
  invitationQuestion: (names: string) => `Comment s’est passé votre trajet avec ${names} ?`,
} as const;

/** What each rating means, said next to the stars of the form. */
export const RATING_LABELS: Record<number, string> = {
  1: 'Très décevant',
  2: 'Décevant',
  3: 'Correct',
  4: 'Bien',
  5: 'Excellent',
};

/** A traveller's side of the trip, in words that fit everyone (« Camille · au volant »). */
export const ROLE_LABELS = { CONDUCTEUR: 'au volant', PASSAGER: 'à bord' } as const;

/** « Camille », « Camille et Léo », « Camille, Léo et Inès ». */
export function joinNames(names: string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;
}
