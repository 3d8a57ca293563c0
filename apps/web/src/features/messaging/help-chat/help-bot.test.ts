import { describe, expect, it } from 'vitest';
import { BOT_CANNED_REPLY, botReplies } from './help-bot';

describe('help bot', () => {
  it('answers with three bubbles chained at 2.5 s, 1.5 s and 0.75 s', () => {
    const replies = botReplies('Comment réserver une place ?', 1);
    expect(replies.map((reply) => reply.delayMs)).toEqual([2500, 1500, 750]);
    expect(replies[0]!.text).toMatch(/Réserver 1 place/);
  });

  it('recognises each topic, accents or not', () => {
    expect(botReplies('Je veux annuler ma réservation', 1)[0]!.text).toMatch(
      /Annuler la réservation/,
    );
    expect(botReplies('comment se passe le paiement par carte', 1)[0]!.text).toMatch(
      /carte bancaire/,
    );
    expect(botReplies('Publier un trajet', 1)[0]!.text).toMatch(/Proposer un trajet/);
    expect(botReplies('blabla', 1)[0]!.text).toBe('Je n’ai pas bien compris votre question.');
  });

  it('from 7 messages on, replies once after 1.2 s pointing to the contact form', () => {
    expect(botReplies('Et le paiement ?', 5)).toHaveLength(3);
    expect(botReplies('Et le paiement ?', 6)).toEqual([
      { delayMs: 1200, text: BOT_CANNED_REPLY, offersContact: true },
    ]);
  });
});
