import { findHelpTopic } from './help-bot-matching';

/**
 * The scripted help bot of docs/product/messaging.md (help chat "open as help bot"), with docs/product/messaging.md delays:
 * while the conversation holds fewer than 7 messages, an answer comes as up to three chained
 * bubbles after 2.5 s, then 1.5 s, then 0.75 s; from 7 messages on, a single reply after 1.2 s.
 * That single reply is still the answer when the question is understood (its
 * bubbles joined); only a question matching no topic points to the contact form.
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
  /** A page where the user acts on the answer. */
  link?: { label: string; to: string };
}

export const BOT_GREETING =
  'Bonjour ! Je suis l’assistant de BonneRoute. Posez-moi votre question : réservation, paiement, frais, annulation et remboursement, acceptation du conducteur, point de rendez-vous, documents, IBAN, compte, sécurité…';

export const BOT_UNKNOWN = [
  'Je n’ai pas trouvé de réponse à cette question.',
  'Notre équipe vous répond personnellement : écrivez-nous avec le formulaire de contact, nous revenons vers vous sous 48 h ouvrées.',
];

/** The bot's bubbles for a question, given how many messages the thread held before it. */
export function botReplies(question: string, messagesBefore: number): BotReply[] {
  const topic = findHelpTopic(question);
  const texts = topic?.answer ?? BOT_UNKNOWN;
  const single = messagesBefore + 1 >= BOT_MESSAGE_LIMIT;
  const bubbles = single ? [texts.join('\n\n')] : texts;
  return bubbles.map((text, index) => {
    const last = index === bubbles.length - 1;
    return {
      delayMs: single ? BOT_CANNED_DELAY_MS : BOT_CHAIN_DELAYS_MS[index]!,
      text,
      ...(last && !topic ? { offersContact: true } : {}),
      ...(last && topic?.link ? { link: topic.link } : {}),
    };
  });
}
