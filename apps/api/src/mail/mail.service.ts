import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import type { MailTransport } from './mail-transport';
import { findEmail, insertEmail, markEmailFailed, markEmailSent } from './mail.repository';

/** What a feature hands to the mail service (see ./templates for ready-made contents). */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Template name, shown in the admin outbox (validation-email, password-reset, …). */
  template: string;
  utilisateurId?: number | null;
}

export interface MailService {
  /**
   * Records the mail and, with SMTP, delivers it in the background: the caller's request does
   * not wait for a slow mail server, and a failure is recorded on the row, never thrown.
   */
  send(message: MailMessage): Promise<{ id: number }>;
  /** Resolves when every delivery started so far has ended (tests, shutdown). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

interface MailServiceOptions {
  db: Database;
  from: string;
  transport: MailTransport | null;
  log: FastifyBaseLogger;
}

export function createMailService({ db, from, transport, log }: MailServiceOptions): MailService {
  const inFlight = new Set<Promise<void>>();

  async function deliver(id: number): Promise<void> {
    const row = await findEmail(db, id);
    if (!row || !transport) return;
    try {
      await transport.deliver({
        from,
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
      });
      await markEmailSent(db, id);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // The address and contents stay out of the logs; the row keeps the details.
      log.warn({ emailId: id, template: row.template }, 'échec d’envoi d’un e-mail');
      await markEmailFailed(db, id, reason.slice(0, 500)).catch(() => undefined);
    }
  }

  return {
    async send(message) {
      const id = await insertEmail(db, {
        recipient: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        template: message.template,
        utilisateur_id: message.utilisateurId ?? null,
        transport: transport ? 'smtp' : 'outbox',
        status: transport ? 'PENDING' : 'OUTBOX',
      });
      if (transport) {
        const delivery = deliver(id).finally(() => inFlight.delete(delivery));
        inFlight.add(delivery);
      }
      return { id };
    },
    async idle() {
      await Promise.all([...inFlight]);
    },
    async close() {
      await Promise.all([...inFlight]);
      transport?.close();
    },
  };
}
