import { paths } from '@/config/paths';
import type { HelpTopic } from './help-topic';
import { feeTexts } from '@bonneroute/shared/pricing';

const { fee } = feeTexts();

/** Publishing, the account, safety and the day of the trip, then small talk. */
export const ACCOUNT_HELP_TOPICS: HelpTopic[] = [
  {
    id: 'publier',
    role: 'conducteur',
    keywords: {
      'publi*': 3,
      'propos*': 3,
      conduire: 2,
      conducteur: 1,
      'je conduis': 3,
      'ma voiture': 2,
      offrir: 2,
      'annonce*': 3,
    },
    answer: [
      'Pour proposer un trajet, cliquez sur « Proposer un trajet » : date et heure, départ, arrivée, villes étapes éventuelles, nombre de places, mode de réservation puis votre participation.',
      'Votre adresse complète est demandée à la première publication. Le trajet est en ligne aussitôt, et vous êtes prévenu à chaque réservation.',
    ],
    link: { label: 'Proposer un trajet', to: paths.proposer },
  },
  {
    id: 'participation',
    role: 'conducteur',
    keywords: {
      'fourchette*': 4,
      'participation*': 3,
      'combien demander': 4,
      'quel prix': 3,
      fixer: 2,
      'montant*': 1,
      'benefice*': 3,
      essence: 2,
      carburant: 2,
      'peage*': 2,
    },
    answer: [
      'La participation couvre vos frais (carburant, péages, usure) sans bénéfice : elle reste dans une fourchette calculée pour chaque trajet, par exemple 18 à 26 € pour Paris – Lyon.',
      `Le passager paie votre participation plus les ${fee} de frais de service ; vous recevez la participation entière.`,
    ],
  },
  {
    id: 'mot-de-passe',
    keywords: {
      'mot de passe': 4,
      mdp: 4,
      password: 4,
      'oubli*': 2,
      connecter: 1,
      connexion: 1,
      'identifiant*': 2,
    },
    answer: [
      'Mot de passe oublié ? Sur la page de connexion, suivez « Je crois que j’ai oublié mon mot de passe » : vous recevez un lien par e-mail pour en choisir un nouveau.',
      'Pensez à regarder vos courriers indésirables si le message n’arrive pas.',
    ],
    link: { label: 'Retrouver mon mot de passe', to: paths.motDePasseOublie },
  },
  {
    id: 'compte',
    keywords: {
      compte: 3,
      'inscri*': 3,
      'profil*': 2,
      email: 2,
      mail: 1,
      validation: 2,
      activer: 2,
      'supprim*': 2,
      age: 1,
      'mineur*': 2,
    },
    answer: [
      'L’inscription est gratuite, à partir de 16 ans. Un e-mail de validation vous est envoyé : cliquez sur son lien avant de vous connecter (pensez aux courriers indésirables).',
      'Vos informations se modifient dans « Mon profil ». Pour supprimer votre compte, écrivez-nous avec le formulaire de contact : nous le faisons sous 30 jours.',
    ],
    link: { label: 'Mon profil', to: paths.infosUtilisateurs },
  },
  {
    id: 'telephone',
    keywords: {
      telephone: 3,
      portable: 2,
      numero: 2,
      sms: 4,
      code: 2,
      mobile: 2,
    },
    answer: [
      'Ajoutez votre numéro de mobile dans « Mon profil » → Téléphone : un code vous est envoyé par SMS, valable 24 heures, pour le vérifier.',
      'Un mobile français (06 ou 07), belge, luxembourgeois ou suisse : depuis la Belgique, le Luxembourg ou la Suisse, tapez-le avec son indicatif (+32, +352 ou +41).',
      'Votre numéro n’est jamais affiché publiquement ; il sert à vous joindre pour un trajet réservé.',
    ],
    link: { label: 'Mon profil', to: paths.infosUtilisateurs },
  },
  {
    id: 'securite',
    keywords: {
      'securi*': 3,
      confiance: 3,
      'danger*': 3,
      peur: 2,
      'assurance*': 3,
      assure: 2,
      'signal*': 3,
      'harcel*': 4,
      comportement: 2,
      'accident*': 3,
      'femme*': 1,
    },
    answer: [
      'Consultez le profil et les avis du conducteur avant de réserver, et préférez les profils avec une pièce d’identité vérifiée. Gardez vos échanges et votre paiement sur BonneRoute : ne payez jamais en dehors du site.',
      'Le conducteur doit avoir un permis valide et un véhicule assuré. Un comportement déplacé ? Signalez-le avec le formulaire de contact ; en cas d’urgence, appelez le 112.',
    ],
  },
  {
    id: 'avis',
    keywords: {
      avis: 4,
      'note*': 3,
      'evalu*': 3,
      'etoile*': 3,
      'commentaire*': 2,
    },
    answer: [
      'Après le trajet, conducteur et passagers peuvent se laisser un avis et une note de 1 à 5. Vous recevez une invitation par e-mail ; vos avis à écrire sont aussi dans « Mes avis ».',
    ],
    link: { label: 'Mes avis', to: paths.avisUtilisateurs },
  },
  {
    id: 'retard',
    keywords: {
      'retard*': 3,
      'absent*': 3,
      'pas venu': 4,
      venu: 1,
      lapin: 4,
      attendre: 2,
      oublie: 1,
      probleme: 1,
    },
    answer: [
      'Un retard ? Prévenez vos covoitureurs au plus vite dans la discussion du trajet.',
      'Si le conducteur ne vient pas, écrivez-nous avec le formulaire de contact dans les 48 heures : le trajet est alors remboursé comme une annulation du conducteur, frais de service compris.',
    ],
  },
  {
    id: 'bagages',
    keywords: {
      'bagage*': 4,
      'valise*': 4,
      'sac*': 2,
      animal: 4,
      animaux: 4,
      'chien*': 4,
      chat: 1,
      'velo*': 3,
      fumer: 4,
      fumeur: 4,
      'enfant*': 3,
      bebe: 3,
    },
    answer: [
      'Bagages volumineux, animal, vélo, enfant ? Demandez-le au conducteur avant de réserver avec l’enveloppe « Envoyer un message » de la page du trajet : c’est lui qui décide pour sa voiture.',
      'Un enfant compte pour une place et voyage avec le siège adapté à son âge, fourni par ses parents.',
    ],
  },
  {
    id: 'bonjour',
    keywords: { bonjour: 2, salut: 2, hello: 2, bonsoir: 2, coucou: 2 },
    answer: ['Bonjour ! Quelle est votre question ?'],
  },
  {
    id: 'merci',
    keywords: { merci: 3, super: 1, parfait: 2, genial: 2 },
    answer: ['Avec plaisir ! Bon voyage avec BonneRoute.'],
  },
];
