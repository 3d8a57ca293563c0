import { describe, expect, it } from 'vitest';
import { BOT_UNKNOWN, botReplies } from './help-bot';
import { askerRole, findHelpTopic, questionWords, wordMatches } from './help-bot-matching';
import { HELP_TOPICS } from './help-topics';

const topicOf = (question: string) => findHelpTopic(question)?.id;

describe('help bot matching', () => {
  it.each([
    ['Comment réserver une place ?', 'reserver'],
    ['je veux annuler ma réservation', 'annulation'],
    ['annulation', 'annulation'],
    ['ANNULATION', 'annulation'],
    ['anulation', 'annulation'],
    ['anuler', 'annulation'],
    ['je ne peux plus partir', 'annulation'],
    ['le conducteur a annulé le trajet', 'annulation-conducteur'],
    ['quand serai-je remboursé ?', 'remboursement'],
    ['remboursment', 'remboursement'],
    ['combien coûtent les frais ?', 'frais'],
    ['quelle commision prenez vous', 'frais'],
    ['comment se passe le paiement par carte', 'paiement'],
    ['paiment refusé', 'paiement'],
    ['je peux payer en espèces ?', 'paiement'],
    ['ma réservation est en attente', 'acceptation'],
    ['le conducteur doit accepter ?', 'acceptation'],
    ['où est le point de rendez-vous ?', 'rendez-vous'],
    ['ou se retrouver', 'rendez-vous'],
    ['quels documents envoyer', 'documents'],
    ['vérification de ma pièce d’identité', 'documents'],
    ['comment ajouter mon IBAN', 'iban'],
    ['quand est-ce que je reçois mes gains', 'versement'],
    ['virment de ma participation', 'versement'],
    ['publier un trajet', 'publier'],
    ['proposer un covoiturage', 'publier'],
    ['quelle fourchette de prix pour ma participation', 'participation'],
    ['mot de passe oublié', 'mot-de-passe'],
    ['mot de pase oublié', 'mot-de-passe'],
    ['je ne reçois pas l’email de validation de mon compte', 'compte'],
    ['supprimer mon compte', 'compte'],
    ['code SMS', 'telephone'],
    ['est-ce que c’est sécurisé ?', 'securite'],
    ['securité', 'securite'],
    ['laisser un avis', 'avis'],
    ['le conducteur n’est pas venu', 'retard'],
    ['je serai en retard', 'retard'],
    ['puis-je prendre une grosse valise ?', 'bagages'],
    ['mon chien peut venir ?', 'bagages'],
    ['comment contacter le conducteur', 'contact-conducteur'],
    ['Bonjour', 'bonjour'],
    // Drivers: their role words lead to their own answers.
    ['quand vais-je être payé ?', 'versement'],
    ['je suis conducteur, quand est-ce que je reçois l’argent ?', 'versement'],
    ['je suis conductrice, je n’ai pas été payée pour mon trajet de samedi', 'versement'],
    ['mes passagers ont payé, quand est-ce que je touche la participation ?', 'versement'],
    ['en tant que conducteur quand ai-je mon virement', 'versement'],
    ['je n’ai toujours pas reçu le versement', 'versement'],
    ['où voir mes gains du mois', 'versement'],
    ['je suis conducteur et je dois annuler mon trajet', 'annuler-mon-trajet'],
    ['comment annuler mon trajet publié', 'annuler-mon-trajet'],
    ['je conduis, combien demander pour Paris Lyon ?', 'participation'],
    ['je suis conducteur, quel prix fixer par place', 'participation'],
    ['je veux proposer un trajet avec ma voiture', 'publier'],
    ['comment publier une annonce de covoiturage', 'publier'],
    ['où mettre mon RIB pour être payé', 'iban'],
    ['changer mon compte bancaire', 'iban'],
    ['je suis conducteur, comment accepter une demande ?', 'accepter-demande'],
    ['le conducteur n’a pas encore accepté ma demande', 'acceptation'],
    // Passengers asking about money still get the passenger's answers.
    ['je suis passager, quand vais-je recevoir l’argent de mon annulation ?', 'remboursement'],
    ['mon conducteur a annulé, suis-je remboursé ?', 'annulation-conducteur'],
    ['quand est-ce que je paie le trajet ?', 'paiement'],
    // The acceptance answer says a refused request is never charged.
    ['ma réservation a été refusée, et mon argent ?', 'acceptation'],
    ['merci !', 'merci'],
  ])('%j → %s', (question, topic) => {
    expect(topicOf(question)).toBe(topic);
  });

  it('does not guess when nothing matches', () => {
    for (const question of ['blabla', 'quelle heure est-il ?', 'xyz', '', '   ', 'pays'])
      expect(topicOf(question), question).toBeUndefined();
  });

  it('reads words without accents or case and forgives one typo from five letters', () => {
    expect(questionWords('Sécurité, ÉTÉ & Œuvre')).toEqual(['securite', 'ete', 'oeuvre']);
    expect(wordMatches('anulation', 'annul*')).toBe(true);
    expect(wordMatches('annulations', 'annul*')).toBe(true);
    expect(wordMatches('securiter', 'securite')).toBe(true);
    expect(wordMatches('pays', 'paie*')).toBe(false); // four letters: no typo allowed
    expect(wordMatches('rib', 'bic')).toBe(false);
    expect(wordMatches('fraise', 'frais')).toBe(true);
  });

  it('tells who asks from their own words, and only then', () => {
    expect(askerRole(questionWords('Je suis conductrice'))).toBe('conducteur');
    expect(askerRole(questionWords('mon conducteur est en retard'))).toBe('passager');
    expect(askerRole(questionWords('quand suis-je payé ?'))).toBeUndefined();
    // A role alone is not a question.
    expect(topicOf('je suis conducteur')).toBeUndefined();
  });

  it('has twenty real topics, each with one to three bubbles', () => {
    expect(HELP_TOPICS.length).toBeGreaterThanOrEqual(20);
    for (const topic of HELP_TOPICS) {
      expect(topic.answer.length, topic.id).toBeGreaterThanOrEqual(1);
      expect(topic.answer.length, topic.id).toBeLessThanOrEqual(3);
    }
  });
});

describe('help bot replies (docs/product/messaging.md: delays)', () => {
  it('answers with chained bubbles at 2.5 s, 1.5 s and 0.75 s, the last with a link', () => {
    const replies = botReplies('Je veux annuler ma réservation', 1);
    expect(replies.map((reply) => reply.delayMs)).toEqual([2500, 1500, 750]);
    expect(replies[0]!.text).toMatch(/Annuler la réservation/);
    expect(replies[1]!.text).toMatch(/24 h/);
    expect(replies[2]!.link).toEqual({
      label: 'La politique d’annulation',
      to: '/conditions-generales#annulation',
    });
    expect(replies.some((reply) => reply.offersContact)).toBe(false);
  });

  it('states the fixed 2 € fee', () => {
    expect(botReplies('frais', 1)[0]!.text).toContain('2\u00a0€ par place');
  });

  it('offers the contact form only when nothing matches', () => {
    const replies = botReplies('blabla', 1);
    expect(replies.map((reply) => reply.text)).toEqual(BOT_UNKNOWN);
    expect(replies.at(-1)!.offersContact).toBe(true);
  });

  it('from 7 messages on, answers in one bubble after 1.2 s — still the real answer', () => {
    expect(botReplies('Et le paiement ?', 5)).toHaveLength(3);
    const late = botReplies('annulation', 6);
    expect(late).toHaveLength(1);
    expect(late[0]!.delayMs).toBe(1200);
    expect(late[0]!.text).toMatch(/Annuler la réservation[\s\S]*5 à 10 jours ouvrés/);
    expect(late[0]!.offersContact).toBeUndefined();
    const unknown = botReplies('blabla', 12);
    expect(unknown).toEqual([
      { delayMs: 1200, text: BOT_UNKNOWN.join('\n\n'), offersContact: true },
    ]);
  });
});
