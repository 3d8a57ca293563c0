/**
 * The scripted help bot of spec §1/§2 (help chat "open as help bot"). spec §9 delays: while the
 * conversation holds fewer than 7 messages, an answer comes as up to three chained bubbles after
 * 2.5 s, then 1.5 s, then 0.75 s; from 7 messages on, one reply after 1.2 s points to the contact
 * form.
 */
export const BOT_CHAIN_DELAYS_MS = [2500, 1500, 750] as const;
export const BOT_MESSAGE_LIMIT = 7;
export const BOT_CANNED_DELAY_MS = 1200;

export interface BotReply {
  /** Wait after the previous bubble (or the question). */
  delayMs: number;
  text: string;
  /** The reply offers the contact form. */
  offersContact?: boolean;
}

export const BOT_GREETING =
  'Bonjour ! Je suis l’assistant de BonneRoute. Posez-moi une question sur la réservation, le paiement, l’annulation ou la publication d’un trajet.';

export const BOT_CANNED_REPLY =
  'Pour aller plus loin, notre équipe vous répond personnellement : écrivez-nous avec le formulaire de contact, nous revenons vers vous sous 48 h ouvrées.';

interface Topic {
  words: RegExp;
  answer: [string, string, string];
}

const FOLLOW_UP = 'Une autre question ? Je vous écoute.';

/** Checked in order: "annuler ma réservation" is about cancelling, not booking. */
const TOPICS: Topic[] = [
  {
    words: /annul|rembours|desist/,
    answer: [
      'Pour annuler, ouvrez « Mes trajets », choisissez le trajet puis « Annuler la réservation » (passager) ou « Annuler le trajet » (conducteur).',
      'Un passager qui annule peut voir une partie du montant retenue selon la politique d’annulation et de remboursement ; si le conducteur annule, les passagers sont prévenus par notification et remboursés.',
      FOLLOW_UP,
    ],
  },
  {
    words: /pai|pay|carte|cb|prix|tarif|commission|frais|argent|iban|virement/,
    answer: [
      'Le paiement se fait en ligne par carte bancaire au moment de la réservation. Le prix affiché comprend la participation du conducteur et les frais de service BonneRoute.',
      'Le conducteur reçoit sa participation sur son IBAN (« Mon argent ») une fois le trajet effectué et son identité vérifiée. Vos paiements sont listés dans « Mes paiements ».',
      FOLLOW_UP,
    ],
  },
  {
    words: /publi|propos|conduct|voiture|passagers?\b|ajout/,
    answer: [
      'Pour proposer un trajet, cliquez sur « Proposer un trajet » : date et heure, départ, arrivée, nombre de places, mode de réservation puis votre participation.',
      'La participation reste dans la fourchette conseillée pour chaque trajet (par exemple 18 à 26 € pour Paris – Lyon). Vous pouvez accepter les passagers automatiquement ou un par un.',
      FOLLOW_UP,
    ],
  },
  {
    words: /reserv|place|book|trouv|cherch|recherch|trajet/,
    answer: [
      'Pour réserver, cherchez votre trajet avec « Trouver » (départ, arrivée, date), ouvrez-le puis choisissez « Réserver 1 place » (jusqu’à 4).',
      'Plusieurs places réservées ensemble coûtent un peu moins cher. Une question au conducteur avant de réserver ? Utilisez l’enveloppe sur la page du trajet.',
      FOLLOW_UP,
    ],
  },
  {
    words: /compte|mot de passe|connect|inscri|profil|email|mail/,
    answer: [
      'Votre compte se gère dans « Mon profil ». Mot de passe oublié ? Sur la page de connexion, suivez le lien « Je crois que j’ai oublié mon mot de passe ».',
      'Un e-mail de validation vous est envoyé à l’inscription : pensez à vérifier vos courriers indésirables.',
      FOLLOW_UP,
    ],
  },
];

const UNKNOWN: [string, string, string] = [
  'Je n’ai pas bien compris votre question.',
  'Je peux vous renseigner sur la réservation, le paiement, l’annulation, la publication d’un trajet ou votre compte.',
  'Reformulez avec l’un de ces mots, ou écrivez-nous avec le formulaire de contact.',
];

const normalize = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** The bot's bubbles for a question, given how many messages the thread held before it. */
export function botReplies(question: string, messagesBefore: number): BotReply[] {
  if (messagesBefore + 1 >= BOT_MESSAGE_LIMIT)
    return [{ delayMs: BOT_CANNED_DELAY_MS, text: BOT_CANNED_REPLY, offersContact: true }];
  const words = normalize(question);
  const topic = TOPICS.find((candidate) => candidate.words.test(words));
  const texts = topic?.answer ?? UNKNOWN;
  return texts.map((text, index) => ({
    delayMs: BOT_CHAIN_DELAYS_MS[index]!,
    text,
    offersContact: !topic && index === texts.length - 1 ? true : undefined,
  }));
}
