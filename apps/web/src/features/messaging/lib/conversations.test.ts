import { describe, expect, it } from 'vitest';
import type { TripMessage } from '@bonneroute/shared/messaging';
import { groupConversations } from './conversations';

const person = (id: number) => ({ id, prenom: `P${id}`, avatar: null });
const trip = (id: number) => ({
  id,
  ville_depart: 'Paris',
  ville_arrivee: 'Lyon',
  date: '2026-12-01',
  conducteur_id: 1,
});

function message(
  id: number,
  from: number,
  to: number,
  tripId: number,
  minute: number,
): TripMessage {
  return {
    id,
    trajet_id: tripId,
    utilisateur_id: from,
    destinataire_id: to,
    objet: 'Demande d’information',
    message: `m${id}`,
    is_public: 1,
    coordonnees_masquees: false,
    datetime: `2026-11-23T10:${String(minute).padStart(2, '0')}:00.000Z`,
    expediteur: person(from),
    destinataire: person(to),
    trajet: trip(tripId),
  };
}

describe('groupConversations', () => {
  it('groups by trip and other person, newest conversation first, messages in order', () => {
    // The driver (1) got questions from 2 and 3 on trip 10, and from 2 on trip 11.
    const newestFirst = [
      message(5, 1, 2, 10, 50),
      message(4, 2, 1, 11, 40),
      message(3, 3, 1, 10, 30),
      message(2, 2, 1, 10, 20),
    ];
    const conversations = groupConversations(newestFirst, 1);
    expect(conversations.map((c) => c.key)).toEqual(['10:2', '11:2', '10:3']);
    expect(conversations[0]!.messages.map((m) => m.id)).toEqual([2, 5]);
    expect(conversations[0]!.other.id).toBe(2);
  });

  it('is empty without messages', () => {
    expect(groupConversations([], 1)).toEqual([]);
  });
});
