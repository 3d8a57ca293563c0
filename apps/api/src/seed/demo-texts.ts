import type { Random } from './random';

/** Building blocks of the demo trips' French descriptions and meeting points. */
const OPENINGS = [
  'Trajet régulier, je fais la route tous les mois.',
  'Je rentre voir ma famille ce week-end.',
  'Déplacement professionnel, départ à l’heure pile.',
  'Retour de vacances, voiture confortable et climatisée.',
  'Je descends pour un concert, ambiance détendue garantie.',
  'Je pars rejoindre des amis, la route est plus sympa à plusieurs.',
];
const LUGGAGE = [
  'Un bagage moyen par personne, merci.',
  'Coffre spacieux : valises bienvenues.',
  'Petits sacs uniquement, le coffre est déjà bien rempli.',
  'Vélo pliant possible, prévenez-moi avant.',
];
const MOOD = [
  'Musique douce et discussions bienvenues.',
  'Voiture non-fumeur, pause café à mi-parcours.',
  'Je préfère un trajet calme, idéal pour dormir ou lire.',
  'Les animaux de petite taille sont acceptés en caisse.',
  'Une pause toutes les deux heures pour se dégourdir les jambes.',
];
const MEETING_POINTS = [
  (ville: string) => `Gare SNCF de ${ville}`,
  (ville: string) => `Place de la Mairie, ${ville}`,
  (ville: string) => `Parking du centre commercial, ${ville}`,
  (ville: string) => `Arrêt de tramway Centre, ${ville}`,
  (ville: string) => `Parking relais Porte Nord, ${ville}`,
];

export function demoDescription(random: Random): string {
  return [random.pick(OPENINGS), random.pick(LUGGAGE), random.pick(MOOD)].join(' ');
}

export function meetingPoint(random: Random, ville: string, codePostal: string): string {
  return `${random.pick(MEETING_POINTS)(ville)}, ${codePostal} ${ville}`;
}
