import type { Random } from './random';

/**
 * Realistic French reviews for the demo data: what passengers say of a driver and
 * drivers of a passenger, by rating; low ratings always say what went wrong.
 */
// Worded so that they fit anyone, whoever wrote them and whoever they are about.
const ABOUT_DRIVER: Record<number, string[]> = {
  5: [
    'Conduite souple et très prudente, rendez-vous respecté à la minute. Je recommande sans hésiter !',
    'Trajet parfait : voiture propre, bonne musique et de vraies discussions. Merci !',
    'Très sympathique, dépose juste devant la gare. À refaire.',
    'Rien à redire : à l’heure, agréable, et une pause café bien méritée à mi-chemin.',
    'Calme sur l’autoroute et de très bonne compagnie. Au top.',
    'Super trajet, les quatre heures sont passées très vite. Merci pour le covoiturage !',
    'Ponctualité, accueil et prudence : je referai la route avec plaisir.',
    'Voiture confortable, climatisation bienvenue par cette chaleur. Parfait.',
    'Point de rendez-vous facile à trouver, trajet détendu. Merci beaucoup.',
    'On se sent en sécurité, et de bons conseils sur la région en prime !',
  ],
  4: [
    'Bon trajet et bonne ambiance. Un petit quart d’heure de retard au départ.',
    'Conduite un peu rapide à mon goût sur l’autoroute, mais trajet sympa et à l’heure.',
    'Trajet sans souci, un peu à l’étroit à trois à l’arrière.',
    'Trajet agréable. La voiture aurait mérité un petit coup d’aspirateur !',
    'Très bien dans l’ensemble, juste une pause de trop pour un trajet si court.',
    'Bonne ambiance, arrivée avec 10 minutes de retard à cause des bouchons.',
  ],
  3: [
    'Correct, mais départ avec 30 minutes de retard sans prévenir.',
    'Trajet correct, mais beaucoup d’appels téléphoniques au volant.',
    'Rendez-vous déplacé au dernier moment, sinon rien à signaler.',
  ],
  2: [
    'Quarante minutes de retard au départ, avec un message au dernier moment seulement.',
    'Conduite brusque et nombreux excès de vitesse : pas rassurant du tout.',
  ],
  1: [
    'Arrivée prévue à la gare, dépose finalement à la sortie de l’autoroute, à 20 km du centre.',
    'Injoignable le matin même, départ avec une heure de retard. Très décevant.',
  ],
};

const ABOUT_PASSENGER: Record<number, string[]> = {
  5: [
    'Ponctualité parfaite et très bonne compagnie, on a bien discuté. Bienvenue quand tu veux !',
    'Parfait : à l’heure, discrétion et bonne humeur.',
    'Très bonne compagnie pendant tout le trajet. Je recommande.',
    'À l’heure, le sourire aux lèvres, et une playlist au top. Merci !',
    'Rendez-vous respecté à la minute, trajet très agréable.',
    'Super échange tout le long de la route, à bientôt j’espère !',
  ],
  4: [
    'Très sympa, quelques minutes de retard au rendez-vous.',
    'Un peu plus de bagages que prévu, mais tout a tenu dans le coffre.',
    'Agréable, juste un changement de point d’arrivée annoncé tard.',
  ],
  3: [
    'Vingt minutes de retard au rendez-vous, tout le monde a attendu.',
    'Correct, mais une grosse valise non annoncée.',
  ],
  2: ['Trente-cinq minutes de retard au rendez-vous, sans répondre au téléphone.'],
  1: ['Absent au rendez-vous, aucune réponse à mes messages.'],
};

/** Comments between passengers of the same car. */
const ABOUT_FELLOW: string[] = [
  'Très bonne compagnie sur la banquette arrière, merci pour les gâteaux !',
  'Discrétion et bonne humeur, parfait.',
  'Des discussions passionnantes pendant tout le trajet.',
];

const REPLIES_TO_LOW: string[] = [
  'Toutes mes excuses pour le retard : un accident sur l’autoroute, j’ai prévenu dès que possible.',
  'Je regrette que le trajet ne vous ait pas convenu. J’en tiendrai compte la prochaine fois.',
  'Le point de rendez-vous avait été convenu dans la discussion du trajet, mais je comprends la gêne.',
];
const REPLIES_TO_GOOD: string[] = [
  'Merci beaucoup, au plaisir de refaire la route ensemble !',
  'Merci ! C’était un vrai plaisir.',
  'Merci pour ce gentil message, à bientôt sur la route.',
];

export function demoReviewComment(
  random: Random,
  note: number,
  about: 'CONDUCTEUR' | 'PASSAGER' | 'COVOITUREUR',
): string | null {
  if (about === 'COVOITUREUR') return random.chance(0.7) ? random.pick(ABOUT_FELLOW) : null;
  const bank = about === 'CONDUCTEUR' ? ABOUT_DRIVER : ABOUT_PASSENGER;
  // Below 3 stars a comment is required; above, some people leave stars only.
  if (note >= 3 && random.chance(0.2)) return null;
  return random.pick(bank[note] ?? bank[5]!);
}

export function demoReply(random: Random, note: number): string {
  return random.pick(note <= 3 ? REPLIES_TO_LOW : REPLIES_TO_GOOD);
}
