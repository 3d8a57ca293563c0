import { paths } from '@/config/paths';
import type { HelpTopic } from './help-topic';

/** Paying by card, and the driver's side: the bank account and the payouts. */
export const MONEY_HELP_TOPICS: HelpTopic[] = [
  {
    id: 'paiement',
    role: 'passager',
    keywords: {
      'paie*': 3,
      paiement: 3,
      'pai*': 1,
      payer: 3,
      payement: 3,
      carte: 2,
      cb: 2,
      'bancaire*': 2,
      '3d secure': 3,
      secure: 1,
      'espece*': 3,
      liquide: 2,
      'debit*': 2,
      refuse: 1,
      'facture*': 2,
      recu: 1,
    },
    answer: [
      'Le paiement se fait en ligne par carte bancaire au moment de réserver, via notre prestataire agréé ; votre banque peut demander une validation 3-D Secure. BonneRoute ne conserve jamais votre numéro de carte.',
      'Aucun paiement en espèces n’est demandé. Si la banque refuse la carte, rien n’est débité : vérifiez le numéro, la date et le cryptogramme, ou essayez une autre carte.',
      'Chaque paiement et chaque remboursement figurent dans « Mes paiements ».',
    ],
    link: { label: 'Mes paiements', to: paths.argentUtilisateurs },
  },
  {
    id: 'iban',
    role: 'conducteur',
    keywords: {
      iban: 4,
      rib: 4,
      bic: 2,
      'compte bancaire': 3,
      'coordonnees bancaires': 3,
      'banque*': 1,
    },
    answer: [
      'Conducteur, enregistrez votre IBAN dans « Mon argent ». Quelques heures après l’arrivée prévue, le trajet est considéré comme effectué et la participation des passagers vous est versée par virement.',
      'Le versement demande une pièce d’identité vérifiée : tant que ce n’est pas le cas, les sommes restent en attente et votre espace vous indique pourquoi.',
    ],
    link: { label: 'Mon IBAN', to: paths.argentUtilisateurs },
  },
  {
    id: 'versement',
    role: 'conducteur',
    keywords: {
      'virement*': 3,
      'versement*': 4,
      verse: 3,
      'gain*': 4,
      toucher: 2,
      'etre paye*': 4,
      'serai paye*': 4,
      'suis paye*': 3,
      'pas ete paye*': 4,
      'recevoir mon argent': 4,
      'recevoir l argent': 4,
      'recois l argent': 4,
      'recoit l argent': 3,
      'recevoir la participation': 4,
      'ma participation': 2,
      'quand*': 1,
      'argent*': 1,
    },
    answer: [
      'Conducteur, votre participation vous est versée après le trajet : il est compté comme effectué 3 heures après l’arrivée prévue, et le virement part alors vers l’IBAN enregistré dans « Mon argent ». Comptez ensuite 1 à 3 jours ouvrés selon votre banque.',
      'Le premier versement demande une pièce d’identité (carte d’identité ou passeport) vérifiée par notre équipe ; d’ici là, vos gains restent en attente et « Mon argent » vous dit pourquoi. Une notification vous prévient de chaque versement.',
    ],
    link: { label: 'Mon argent', to: paths.argentUtilisateurs },
  },
];
