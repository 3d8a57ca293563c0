import { plural } from '../french';
import { TRIP_SHARE_HOURS_AFTER_ARRIVAL, TRIP_SHARE_POSITION_SECONDS } from './schemas';

/** docs/product/trips-and-search.md#share-my-trip: what the sharer and the relative read. */
export const tripShareTexts = {
  share: 'Partager mon trajet',
  sharePosition: 'Partager ma position',
  createLink: 'Créer un lien de suivi pour un proche',
  allowPosition: 'Permettre de suivre ma position pendant le trajet',
  positionOn: `Votre position est partagée toutes les ${TRIP_SHARE_POSITION_SECONDS} secondes tant que cette page est ouverte.`,
  positionOff: 'Votre position n’est pas partagée.',
  positionDenied:
    'Votre navigateur refuse de donner votre position : autorisez-la dans ses réglages du site.',
  positionUnavailable: 'Ce navigateur ne donne pas de position.',
  linkReady: 'Voici le lien à envoyer à un proche :',
  copy: 'Copier le lien',
  copied: 'Lien copié',
  notMember: 'Seuls le conducteur et les passagers confirmés de ce trajet peuvent le partager.',
  notYourShare: 'Ce lien de suivi n’est pas le vôtre.',
  positionNotAllowed: 'Ce lien ne partage pas de position.',
  unknown: 'Ce lien de suivi n’existe pas.',
  expired: `Ce lien de suivi a expiré : le trajet est arrivé depuis plus de ${plural(TRIP_SHARE_HOURS_AFTER_ARRIVAL, 'heure')}.`,
  tripOver: 'Ce trajet est terminé : sa position n’est plus partagée.',
  title: (prenom: string) => `${prenom} partage son trajet avec vous`,
  driver: 'Conducteur',
  car: 'Voiture',
  plate: 'Immatriculation',
  stops: 'Étapes',
  livePosition: 'Position en direct',
  noPosition: 'Pas encore de position reçue.',
  positionAt: (time: string) => `Position reçue à ${time}`,
} as const;
