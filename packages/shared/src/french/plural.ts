/**
 * French plurals by count (never « place(s) »). French puts 0 and 1 in the singular
 * (« 0 place disponible », « 1 place », « 2 places »), from 2 on the plural.
 */
export interface Forms {
  one: string;
  other: string;
}

/** The words French uses on the site, in both forms (an agreement is a form of its own). */
export const WORDS = {
  place: { one: 'place', other: 'places' },
  placeDisponible: { one: 'place disponible', other: 'places disponibles' },
  placeReservee: { one: 'place réservée', other: 'places réservées' },
  placeDemandee: { one: 'place demandée', other: 'places demandées' },
  voyageur: { one: 'voyageur', other: 'voyageurs' },
  passager: { one: 'passager', other: 'passagers' },
  covoiturageTrouve: { one: 'covoiturage trouvé', other: 'covoiturages trouvés' },
  trajet: { one: 'trajet', other: 'trajets' },
  trajetEnregistre: { one: 'trajet enregistré', other: 'trajets enregistrés' },
  trajetAnnule: { one: 'trajet annulé', other: 'trajets annulés' },
  utilisateur: { one: 'utilisateur', other: 'utilisateurs' },
  recherche: { one: 'recherche', other: 'recherches' },
  inscriptionEnAttente: {
    one: 'inscription en attente de validation',
    other: 'inscriptions en attente de validation',
  },
  relance: { one: 'relance', other: 'relances' },
  utilisation: { one: 'utilisation', other: 'utilisations' },
  avis: { one: 'avis', other: 'avis' },
  notification: { one: 'notification', other: 'notifications' },
  heure: { one: 'heure', other: 'heures' },
  an: { one: 'an', other: 'ans' },
  mois: { one: 'mois', other: 'mois' },
  jour: { one: 'jour', other: 'jours' },
  minute: { one: 'minute', other: 'minutes' },
  etoile: { one: 'étoile', other: 'étoiles' },
  destinataire: { one: 'destinataire', other: 'destinataires' },
  signalement: { one: 'signalement', other: 'signalements' },
  notificationNonLue: { one: 'notification non lue', other: 'notifications non lues' },
  placeLibre: { one: 'place libre', other: 'places libres' },
  alerteActive: { one: 'alerte active', other: 'alertes actives' },
  operationEnCours: {
    one: 'opération en cours, comparée une fois terminée',
    other: 'opérations en cours, comparées une fois terminées',
  },
  vehicule: { one: 'Véhicule', other: 'Véhicules' },
  fichierDeplace: { one: 'fichier déplacé', other: 'fichiers déplacés' },
} as const satisfies Record<string, Forms>;

export type Word = keyof typeof WORDS;

function formsOf(word: Word | Forms): Forms {
  return typeof word === 'string' ? WORDS[word] : word;
}

/** The form of `word` that agrees with `count`, without the number. */
export function pluralForm(count: number, word: Word | Forms): string {
  const forms = formsOf(word);
  return Math.abs(count) >= 2 ? forms.other : forms.one;
}

/** « 1 place », « 2 places », « 0 covoiturage trouvé ». */
export function plural(count: number, word: Word | Forms): string {
  return `${count} ${pluralForm(count, word)}`;
}
