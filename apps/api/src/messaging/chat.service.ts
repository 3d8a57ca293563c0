import {
  CHAT_MESSAGE_WINDOW_MS,
  CHAT_MESSAGES_PER_WINDOW,
  messagingTexts,
  type ChatMessage,
} from '@bonneroute/shared/messaging';
import { CHAT_MESSAGE_EVENT, chatChannel } from '@bonneroute/shared/realtime';
import type { SessionUser } from '../auth/session.repository';
import { withAdvisoryLocks } from '../lib/advisory-lock';
import { forbidden, HttpError, notFound } from '../lib/http-error';
import {
  CHAT_NOTIFICATION_TYPE,
  chatMemberIds,
  chatMembership,
  insertChatMessageIfAllowed,
  recentlyToldOfChat,
  listChatMessages,
  type ChatRow,
} from './chat.repository';
import { capitalise } from '@bonneroute/shared/auth';
import type { AppDeps } from '../lib/app-deps';
import { membersKeptApart } from '../blocks/blocks.service';

const HISTORY_LIMIT = 500;

/** docs/product/messaging.md "time (date and time separated by a space)", in Paris time. */
export function chatTime(date: Date): string {
  return date
    .toLocaleString('sv-SE', { timeZone: 'Europe/Paris', hour12: false })
    .replace('T', ' ');
}

export function toWireChat(row: ChatRow): ChatMessage {
  return {
    id: row.id,
    text: row.texte,
    prenom: capitalise(row.prenom),
    time: chatTime(row.created_at),
    avatar: row.avatar,
    utilisateur_id: row.utilisateur_id,
  };
}

/** Only the driver and CONFIRMEE passengers read or write a trip's chat (HTTP and socket). */
async function assertChatMember(deps: Pick<AppDeps, 'db'>, tripId: number, userId: number) {
  const membership = await chatMembership(deps.db, tripId, userId);
  if (membership === 'absent') throw notFound(messagingTexts.tripNotFound);
  if (membership === 'outsider') throw forbidden(messagingTexts.chatForbidden);
}

/** Whether the user may subscribe to the trip's chat channel (driver or CONFIRMEE passenger). */
export async function isChatMember(deps: Pick<AppDeps, 'db'>, tripId: number, userId: number) {
  return (await chatMembership(deps.db, tripId, userId)) === 'member';
}

export async function readChat(deps: AppDeps, user: SessionUser, tripId: number, after = 0) {
  await assertChatMember(deps, tripId, user.id);
  const [rows, apart] = await Promise.all([
    listChatMessages(deps.db, tripId, after, HISTORY_LIMIT),
    membersKeptApart(deps.db, user.id),
  ]);
  // docs/product/messaging.md « Bloquer ce membre »: a shared chat hides their messages.
  return rows.filter((row) => !apart.has(row.utilisateur_id)).map(toWireChat);
}

/**
 * Stored first, then broadcast: a client that missed the broadcast (socket cut, Redis away) gets
 * the message from GET with `apres` = the last id it holds, and de-duplicates by id. The checks
 * (member of the trip's chat, flood limit) and the insert are one statement; only a refusal asks
 * the database again to say why.
 */
export async function postChatMessage(
  deps: AppDeps,
  user: SessionUser,
  tripId: number,
  texte: string,
): Promise<ChatMessage> {
  const since = new Date(Date.now() - CHAT_MESSAGE_WINDOW_MS);
  // Counted and written under one lock per author: a burst cannot pass the limit;
  // membership, count and insert in one statement.
  const row = await withAdvisoryLocks(deps.db, [`chat:auteur:${user.id}`], (tx) =>
    insertChatMessageIfAllowed(
      tx,
      { trajet_id: tripId, utilisateur_id: user.id, texte },
      since,
      CHAT_MESSAGES_PER_WINDOW,
    ),
  );
  if (!row) {
    await assertChatMember(deps, tripId, user.id);
    throw new HttpError(429, messagingTexts.chatFlood, 'rate_limited');
  }
  const message = toWireChat({ ...row, prenom: user.prenom, avatar: user.avatar });
  // Not to the sockets of members kept apart from the author (either blocked the other).
  const apart = await membersKeptApart(deps.db, user.id);
  await deps.realtime.publish(
    { channel: chatChannel(tripId), event: CHAT_MESSAGE_EVENT, data: message },
    { except: [...apart] },
  );
  await tellMembersAway(deps, user, tripId, apart);
  return message;
}

/** One notification per member away, however busy the chat, within this time. */
const CHAT_NOTIFICATION_QUIET_MS = 10 * 60_000;

/**
 * The members of the chat with no socket open anywhere (docs/product/messaging.md): a
 * notification, which goes to their phones as a push (settings « messages »), at most one per
 * member per trip every 10 minutes. A member with a tab open reads the message there.
 */
async function tellMembersAway(
  deps: AppDeps,
  author: SessionUser,
  tripId: number,
  apart: Set<number>,
): Promise<void> {
  const members = (await chatMemberIds(deps.db, tripId)).filter(
    (id) => id !== author.id && !apart.has(id),
  );
  if (members.length === 0) return;
  const connected = await deps.realtime.connectedAmong(members);
  const away = members.filter((id) => !connected.has(id));
  const since = new Date(Date.now() - CHAT_NOTIFICATION_QUIET_MS);
  const told = await recentlyToldOfChat(deps.db, tripId, away, since);
  const items = away
    .filter((id) => !told.has(id))
    .map((id) => ({
      utilisateur_id: id,
      type: CHAT_NOTIFICATION_TYPE,
      trajet_id: tripId,
      details: messagingTexts.chatNotification(capitalise(author.prenom)),
    }));
  if (items.length > 0) await deps.notifications.notify(items);
}
