import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGE_EVENT,
  chatChannel,
  NOTIFICATION_EVENT,
  realtimeEventSchema,
  serverMessageSchema,
  userChannel,
  type RealtimeEvent,
} from './index';

const chatMessage = {
  id: 12,
  text: 'Je suis devant la gare',
  prenom: 'Léa',
  time: '2026-12-02 08:15:00',
  avatar: null,
  utilisateur_id: 7,
};

describe('realtime events', () => {
  it('reads a chat message and a notification count as the server sends them', () => {
    const chat = { channel: chatChannel(5), event: CHAT_MESSAGE_EVENT, data: chatMessage };
    expect(realtimeEventSchema.parse(chat)).toEqual(chat);
    const unread = {
      channel: userChannel(7),
      event: NOTIFICATION_EVENT,
      data: {
        unread: 2,
        notification: { id: 3, type_notif_code: 'RESA', date_publication: '2026-12-02T08:15:00Z' },
      },
    };
    expect(realtimeEventSchema.parse(unread)).toEqual(unread);
  });

  it('rejects an unknown event, a wrong channel and data that is not the event’s', () => {
    const reject = (value: unknown) =>
      expect(realtimeEventSchema.safeParse(value).success).toBe(false);
    reject({ channel: chatChannel(5), event: 'inconnu', data: chatMessage });
    reject({ channel: userChannel(5), event: CHAT_MESSAGE_EVENT, data: chatMessage });
    reject({
      channel: 'channel-chat-covoiturage.abc',
      event: CHAT_MESSAGE_EVENT,
      data: chatMessage,
    });
    reject({
      channel: chatChannel(5),
      event: CHAT_MESSAGE_EVENT,
      data: { ...chatMessage, id: '12' },
    });
    reject({
      channel: userChannel(7),
      event: NOTIFICATION_EVENT,
      data: { unread: -1, notification: null },
    });
    reject({ channel: userChannel(7), event: NOTIFICATION_EVENT, data: chatMessage });
  });

  it('types the pairing of event and data, so a wrong payload does not compile', () => {
    const wrong: RealtimeEvent = {
      channel: chatChannel(5),
      event: CHAT_MESSAGE_EVENT,
      // @ts-expect-error: a chat message's data is a message, not an unread count
      data: { unread: 1, notification: null },
    };
    expect(realtimeEventSchema.safeParse(wrong).success).toBe(false);
  });

  it('reads the envelope of every server message and refuses garbage', () => {
    expect(serverMessageSchema.parse({ type: 'pong' })).toEqual({ type: 'pong' });
    expect(serverMessageSchema.safeParse({ type: 'event', channel: 'x' }).success).toBe(false);
    expect(serverMessageSchema.safeParse({ type: 'autre' }).success).toBe(false);
  });
});
