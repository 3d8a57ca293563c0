import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import { chatChannel } from '@bonneroute/shared/realtime';
import { publicUrl } from '../config/env';
import type { NewNotification } from '../notifications/notifications.repository';
import type { MailMessage } from '../mail/mail.service';
import { type PaymentRow } from './payments.repository';
import { findUser } from './seat-holds.repository';

/** What a change tells people, written in its transaction and announced after the commit. */
export class Outbox {
  notifications: NewNotification[] = [];
  mails: { message: MailMessage; dedupKey: string }[] = [];
  /** Trips whose chat someone may have lost (a booking ended): live listeners are re-checked. */
  chatAccessChanged = new Set<number>();

  async flush(app: FastifyInstance, tx: DbOrTx): Promise<() => Promise<void>> {
    const rows = await app.notifications.create(tx, this.notifications);
    for (const mail of this.mails)
      await app.mail.queue(tx, mail.message, { dedupKey: mail.dedupKey });
    const trips = [...this.chatAccessChanged];
    return async () => {
      // First out of the chat, then told (a socket must not hear what follows).
      for (const tripId of trips) await app.realtime.accessChanged(chatChannel(tripId));
      await app.notifications.announce(rows).catch((error: unknown) => {
        app.log.warn({ err: error }, 'annonce des notifications impossible');
      });
    };
  }
}

export function siteUrl(app: FastifyInstance): string {
  return publicUrl(app.env);
}

export async function people(
  tx: DbOrTx,
  payment: Pick<PaymentRow, 'utilisateur_id' | 'conducteur_id'>,
) {
  const [passenger, driver] = await Promise.all([
    findUser(tx, payment.utilisateur_id),
    findUser(tx, payment.conducteur_id),
  ]);
  return { passenger: passenger!, driver: driver! };
}
