import { FULL_REFUND_NOTICE_HOURS } from '@bonneroute/shared/booking';
import { paths } from '@/config/paths';
import type { HelpTopic } from './help-topic';
import { feeTexts } from '@bonneroute/shared/pricing';

const { fee, exampleContribution, examplePrice } = feeTexts();
const cgu = (section: string) => `${paths.conditionsGenerales}#${section}`;

/** Booking, cancelling, refunds, the fee and the meeting: what passengers ask most. */
export const BOOKING_HELP_TOPICS: HelpTopic[] = [
  {
    id: 'annulation-conducteur',
    role: 'passager',
    keywords: {
      'annul*': 2,
      'conducteur annule': 4,
      'conducteur a annule': 4,
      'annule le trajet': 3,
      'trajet annule': 3,
      'chauffeur*': 1,
      'conducteur*': 1,
    },
    answer: [
      'Si le conducteur annule son trajet, chaque passager est remboursé intégralement, frais de service compris, et prévenu par notification et par e-mail.',
      'Le remboursement arrive sur la carte utilisée, sous 5 à 10 jours ouvrés. Pour repartir quand même, cherchez un autre trajet le même jour ou créez une alerte.',
    ],
    link: { label: 'Chercher un trajet', to: paths.trouver },
  },
  {
    id: 'annulation',
    role: 'passager',
    keywords: {
      'annul*': 3,
      'desist*': 3,
      'plus partir': 2,
      'peux plus': 1,
      empeche: 2,
      'rembours*': 2,
    },
    answer: [
      'Pour annuler, ouvrez « Mes trajets », choisissez le trajet puis « Annuler la réservation ».',
      `Plus de ${FULL_REFUND_NOTICE_HOURS} h avant le départ, votre participation est remboursée en entier (les ${fee} de frais de service restent acquis) ; à moins de ${FULL_REFUND_NOTICE_HOURS} h, la moitié de la participation est remboursée. Une réservation encore en attente d’acceptation est simplement libérée, sans frais.`,
      'Le remboursement arrive sur la carte utilisée, sous 5 à 10 jours ouvrés ; il apparaît dans « Mes paiements ».',
    ],
    link: { label: 'La politique d’annulation', to: cgu('annulation') },
  },
  {
    id: 'annuler-mon-trajet',
    role: 'conducteur',
    keywords: {
      'annul*': 3,
      'annuler mon trajet': 3,
      'annuler le trajet': 2,
      'annuler ma course': 2,
      'plus conduire': 2,
      'supprimer mon trajet': 4,
      'supprimer l annonce': 4,
    },
    answer: [
      'Conducteur, vous annulez depuis « Mes trajets » → votre trajet → « Annuler le trajet ». Chaque passager est remboursé intégralement, frais de service compris, et prévenu aussitôt.',
      'Prévenez le plus tôt possible : des annulations répétées peuvent entraîner la suspension du compte.',
    ],
    link: { label: 'Voir mes trajets', to: paths.trajetsUtilisateurs },
  },
  {
    id: 'remboursement',
    role: 'passager',
    keywords: {
      'rembours*': 3,
      'pas ete rembourse': 2,
      'argent de mon annulation': 4,
      'quand*': 1,
      'delai*': 1,
      'argent*': 1,
      'recuper*': 1,
    },
    answer: [
      'Un remboursement est fait sur la carte qui a servi au paiement : comptez 5 à 10 jours ouvrés selon votre banque.',
      'Il figure dans « Mes paiements » avec son montant et sa date. S’il n’apparaît pas après 10 jours ouvrés, écrivez-nous avec le formulaire de contact.',
    ],
    link: { label: 'Mes paiements', to: paths.argentUtilisateurs },
  },
  {
    id: 'frais',
    keywords: {
      frais: 3,
      'commission*': 3,
      'combien coute': 2,
      'tarif*': 2,
      cher: 1,
      prix: 2,
      '2 euros': 2,
      'pourcent*': 2,
      service: 1,
      remise: 2,
      reduction: 2,
    },
    answer: [
      `BonneRoute prend des frais de service fixes de ${fee} par place, sans pourcentage : une participation de ${exampleContribution} s’affiche ${examplePrice}.`,
      'Pour plusieurs places réservées ensemble, une remise de 1 € est appliquée sur le total. Le prix affiché est le prix payé : rien d’autre à régler au conducteur.',
    ],
    link: { label: 'Prix et frais dans les CGU', to: cgu('prix') },
  },
  {
    id: 'acceptation',
    role: 'passager',
    keywords: {
      'accept*': 3,
      'en attente': 3,
      attente: 2,
      'valide*': 1,
      'confirm*': 2,
      'refus*': 2,
      'repond*': 1,
      'manuel*': 2,
      'automatique*': 2,
    },
    answer: [
      'Certains conducteurs acceptent les passagers un par un. Votre réservation est alors « en attente d’acceptation » : le montant est seulement bloqué sur votre carte, pas débité.',
      'Le conducteur a 24 heures (et au plus tard jusqu’au départ) pour répondre. S’il accepte, le paiement est encaissé et la réservation confirmée ; s’il refuse ou ne répond pas, le montant est libéré sans frais.',
      'Vous êtes prévenu par notification et par e-mail. En réservation automatique, la place est confirmée dès le paiement accepté.',
    ],
    link: { label: 'Voir mes trajets', to: paths.trajetsUtilisateurs },
  },
  {
    id: 'accepter-demande',
    role: 'conducteur',
    keywords: {
      'accept*': 3,
      'demande*': 2,
      'refus*': 2,
      'valider*': 2,
      'en attente': 1,
      'choisir mes passagers': 4,
      'manuel*': 2,
    },
    answer: [
      'En réservation manuelle, chaque demande vous est signalée par notification et par e-mail. Ouvrez « Mes trajets » → votre trajet, puis « Accepter » ou « Refuser ».',
      'Vous avez 24 heures, et au plus tard jusqu’au départ : sans réponse, la demande expire et le passager n’est pas débité. En réservation automatique, les places sont confirmées dès le paiement.',
    ],
    link: { label: 'Voir mes trajets', to: paths.trajetsUtilisateurs },
  },
  {
    id: 'documents',
    keywords: {
      'document*': 3,
      'piece d identite': 4,
      identite: 3,
      cni: 3,
      passeport: 3,
      permis: 3,
      'verif*': 2,
      'justificatif*': 3,
    },
    answer: [
      'Ajoutez votre carte d’identité, votre passeport ou votre permis de conduire dans « Mon profil » → Documents.',
      'Un document envoyé est « En cours de vérification » puis « Vérifié » une fois contrôlé par notre équipe. Une pièce vérifiée est nécessaire pour recevoir vos gains de conducteur.',
    ],
    link: { label: 'Mes documents', to: paths.infosUtilisateurs },
  },
  {
    id: 'rendez-vous',
    keywords: {
      'rendez vous': 4,
      rdv: 4,
      'point de rencontre': 4,
      'retrouv*': 3,
      rejoindre: 2,
      'ou est': 1,
      'adresse*': 2,
      lieu: 2,
      'depose*': 2,
      'recuper*': 1,
    },
    answer: [
      'Le lieu de départ et celui d’arrivée sont sur la page du trajet. Pour préciser le point de rendez-vous, écrivez au conducteur avec l’enveloppe de la page du trajet, ou, une fois la réservation confirmée, dans la discussion du trajet.',
      'Échangez aussi vos numéros la veille : c’est le plus simple le jour du départ.',
    ],
  },
  {
    id: 'contact-conducteur',
    keywords: {
      'contact*': 2,
      'messag*': 3,
      chat: 3,
      'discut*': 3,
      ecrire: 2,
      'question au conducteur': 4,
      'telephone du conducteur': 4,
      joindre: 2,
    },
    answer: [
      'Avant de réserver, posez vos questions au conducteur avec l’enveloppe « Envoyer un message » de la page du trajet.',
      'Une fois votre réservation confirmée, la discussion du trajet réunit le conducteur et les passagers : ouvrez-la depuis la page du trajet (« Discussion du trajet ») ou depuis « Mes trajets ».',
    ],
    link: { label: 'Voir mes trajets', to: paths.trajetsUtilisateurs },
  },
  {
    id: 'reserver',
    role: 'passager',
    keywords: {
      'reserv*': 2,
      'book*': 2,
      'trouv*': 1,
      'cherch*': 1,
      'recherch*': 1,
      'place*': 1,
      'passager*': 1,
      'comment partir': 2,
    },
    answer: [
      'Pour réserver, cherchez votre trajet avec « Trouver » (départ, arrivée, date), ouvrez-le, choisissez le nombre de places (1 à 4) puis « Réserver ».',
      'Votre profil doit indiquer votre nationalité et votre pays de résidence ; vous payez ensuite par carte. Selon le conducteur, la place est confirmée tout de suite ou après son acceptation.',
    ],
    link: { label: 'Trouver un covoiturage', to: paths.trouver },
  },
  {
    id: 'modifier-reservation',
    role: 'passager',
    keywords: {
      'modifi*': 2,
      changer: 2,
      'ajouter une place': 4,
      'nombre de places': 3,
      'une place de plus': 4,
    },
    answer: [
      'Une réservation payée ne se modifie pas : pour changer le nombre de places, réservez les places en plus sur le même trajet, ou annulez puis réservez à nouveau (la politique d’annulation s’applique).',
      'Conducteur, vous pouvez changer le nombre de places proposées tant qu’aucune réservation n’est confirmée.',
    ],
  },
];
