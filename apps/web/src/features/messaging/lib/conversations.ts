import type { TripMessage, UserSummary } from '@bonneroute/shared/messaging';

export interface Conversation {
  key: string;
  trajet: TripMessage['trajet'];
  /** The other person of the conversation. */
  other: UserSummary;
  /** Oldest first. */
  messages: TripMessage[];
  latestAt: string;
}

/**
 * Groups a user's messages (newest first, as the API sends them) into conversations: one per
 * trip and other person, the most recently active first.
 */
export function groupConversations(messages: TripMessage[], userId: number): Conversation[] {
  const byKey = new Map<string, Conversation>();
  for (const message of messages) {
    const other = message.utilisateur_id === userId ? message.destinataire : message.expediteur;
    const key = `${message.trajet_id}:${other.id}`;
    const conversation = byKey.get(key) ?? {
      key,
      trajet: message.trajet,
      other,
      messages: [],
      latestAt: message.datetime,
    };
    conversation.messages.unshift(message);
    if (message.datetime > conversation.latestAt) conversation.latestAt = message.datetime;
    byKey.set(key, conversation);
  }
  return [...byKey.values()].sort((a, b) => b.latestAt.localeCompare(a.latestAt));
}
