import {
  CONTACT_MESSAGE_WINDOW_MS,
  CONTACT_MESSAGES_PER_WINDOW,
  messagingTexts,
  type publicMessageBodySchema,
} from '@bonneroute/shared/messaging';
import type { PageRequest } from '@bonneroute/shared/api';
import type { z } from 'zod';
import type { AppDeps } from '../lib/app-deps';
import { withAdvisoryLocks } from '../lib/advisory-lock';
import { HttpError } from '../lib/http-error';
import {
  countRecentPublicMessagesFrom,
  insertPublicMessage,
  listPublicMessages,
} from './public-messages.repository';

type ContactMessage = z.output<typeof publicMessageBodySchema>;

/** docs/product/messaging.md the contact form, open to visitors, limited per IP. */
export async function postPublicMessage(
  deps: Pick<AppDeps, 'db'>,
  body: ContactMessage,
  ip: string,
  userId: number | null,
) {
  // Counted and written under one lock per IP: a burst cannot pass the limit.
  return withAdvisoryLocks(deps.db, [`contact:ip:${ip}`], async (tx) => {
    const since = new Date(Date.now() - CONTACT_MESSAGE_WINDOW_MS);
    if ((await countRecentPublicMessagesFrom(tx, ip, since)) >= CONTACT_MESSAGES_PER_WINDOW)
      throw new HttpError(429, messagingTexts.contactFlood, 'rate_limited');
    return insertPublicMessage(tx, { ...body, ip, utilisateur_id: userId });
  });
}

/** The contact requests, newest first, without the sender's IP nor who handled them. */
export async function pagePublicMessages(deps: Pick<AppDeps, 'db'>, page: PageRequest) {
  const { rows, total } = await listPublicMessages(deps.db, page);
  return {
    total,
    rows: rows.map(({ ip: _ip, traite_par: _by, ...row }) => ({
      ...row,
      traite_le: row.traite_le?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
    })),
  };
}
