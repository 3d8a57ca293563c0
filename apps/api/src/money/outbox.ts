import type { DbOrTx } from '../db/client';
import { chatChannel } from '@bonneroute/shared/realtime';
import { publicUrl } from '../config/env';
import type { NewNotification } from '../notifications/notifications.repository';
import type { MailMessage } from '../mail/mail.service';
import { type PaymentRow } from './payments.repository';
import { findUser } from './seat-holds.repository';
import type { AppDeps } from '../lib/app-deps';

/** What a change tells people, written in its transaction and announced after the commit. */
export class Outbox {
  notifications: NewNotification[] = [];
  mails: { message: MailMessage; dedupKey: string }[] = [];
  /** Trips whose chat someone may have lost (a booking ended): live listeners are re-checked. */
  chatAccessChanged = new Set<number>();

  async flush(deps: AppDeps, tx: DbOrTx): Promise<() => Promise<void>> {
    const rows = await deps.notifications.create(tx, this.notifications);
    for (const mail of this.mails)
      await deps.mail.queue(tx, mail.message, { dedupKey: mail.dedupKey });
    const trips = [...this.chatAccessChanged];
    return async () => {
      // First out of the chat, then told (a socket must not hear what follows).
      for (const tripId of trips) await deps.realtime.accessChanged(chatChannel(tripId));
      await deps.notifications.announce(rows).catch((error: unknown) => {
        deps.log.warn({ err: error }, 'annonce des notifications impossible');
      });
    };
  }
}

export function siteUrl(deps: AppDeps): string {
  return publicUrl(deps.env);
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
