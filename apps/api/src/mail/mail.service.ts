import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../db/client';
import { enqueueJob } from '../jobs/enqueue-job';
import type { JobQueue } from '../jobs/job-queue';
import type { MailTransport } from './mail-transport';
import { restoreHeaders, restoreSecrets, sealHeaders, sealSecrets } from './mail-secrets';
import { findEmail, insertEmail, markEmailAttemptFailed, markEmailSent } from './mail.repository';
import { emailsTotal } from '../observability/metrics';
import { wants } from '../push/notification-preferences';
import { EMAIL_TEMPLATE_CATEGORIES } from '@bonneroute/shared/notifications';

/** What a feature hands to the mail service (see ./templates for ready-made contents). */
export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Template name, shown in the admin outbox (validation-email, password-reset, …). */
  template: string;
  utilisateurId?: number | null;
  /**
   * One-time secrets the body carries (a link token): never stored in the mail's html/text, never
   * shown to staff (./mail-secrets.ts).
   */
  secrets?: string[];
  /**
   * Extra headers, e.g. `List-Unsubscribe`; kept with the row (its secrets sealed like the
   * body's), sent over SMTP.
   */
  headers?: Record<string, string>;
}

export interface QueueOptions {
  /** One mail per event: a retried request or job does not send it twice. */
  dedupKey?: string;
}

export interface MailService {
  /**
   * Records the mail now and delivers it through the `send_email` job (SMTP) or the outbox; a kind
   * the member turned off (EMAIL_TEMPLATE_CATEGORIES) is not recorded and answers id 0.
   */
  send(message: MailMessage, options?: QueueOptions): Promise<{ id: number }>;
  /** The same inside the caller's transaction: the mail exists only if the change commits. */
  queue(tx: DbOrTx, message: MailMessage, options?: QueueOptions): Promise<{ id: number }>;
  /** Runs the deliveries that are due (tests). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

interface MailServiceOptions {
  db: Database;
  from: string;
  transport: MailTransport | null;
  jobs: JobQueue;
  log: FastifyBaseLogger;
}

export const SEND_EMAIL_TASK = 'send_email';
const MAX_ATTEMPTS = 8;

export function createMailService({
  db,
  from,
  transport,
  jobs,
  log,
}: MailServiceOptions): MailService {
  // graphile-worker retries a failed delivery with an exponential backoff (about 2 h in all).
  // The payload carries the mail's secrets: the row has only markers in their place.
  jobs.define<{ emailId: number; secrets?: string[] }>(SEND_EMAIL_TASK, async (payload, job) => {
    const { emailId } = payload;
    const row = await findEmail(db, emailId);
    if (!row || !transport || row.status === 'SENT') return;
    const secrets = payload.secrets ?? row.secrets;
    try {
      await transport.deliver({
        from,
        to: row.recipient,
        subject: row.subject,
        html: restoreSecrets(row.html, secrets),
        text: restoreSecrets(row.text, secrets),
        ...(row.headers ? { headers: restoreHeaders(row.headers, secrets) } : {}),
      });
      await markEmailSent(db, emailId);
      emailsTotal.inc({ resultat: 'envoye' });
    } catch (error) {
      emailsTotal.inc({ resultat: 'echec' });
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      // The address and contents stay out of the logs; the row keeps the details.
      log.warn(
        { emailId, template: row.template, attempt: job.attempts },
        'échec d’envoi d’un e-mail',
      );
      await markEmailAttemptFailed(db, emailId, reason, job.attempts >= MAX_ATTEMPTS);
      throw error;
    }
  });

  async function queue(tx: DbOrTx, message: MailMessage, options: QueueOptions = {}) {
    // A kind of e-mail the member turned off in their notification settings is not written.
    const category = EMAIL_TEMPLATE_CATEGORIES[message.template];
    if (message.utilisateurId && category) {
      if (!(await wants(tx, message.utilisateurId, category, 'email'))) return { id: 0 };
    }
    const secrets = message.secrets?.filter(Boolean) ?? [];
    const { id, created } = await insertEmail(tx, {
      recipient: message.to,
      subject: message.subject,
      html: sealSecrets(message.html, secrets),
      text: sealSecrets(message.text, secrets),
      // Without SMTP the row is the recipient's only mailbox (dev, tests): it keeps the secrets.
      secrets: !transport && secrets.length > 0 ? secrets : null,
      template: message.template,
      utilisateur_id: message.utilisateurId ?? null,
      transport: transport ? 'smtp' : 'outbox',
      status: transport ? 'PENDING' : 'OUTBOX',
      dedup_key: options.dedupKey ?? null,
      headers: sealHeaders(message.headers, secrets),
    });
    if (created && transport) {
      await enqueueJob(
        tx,
        SEND_EMAIL_TASK,
        secrets.length > 0 ? { emailId: id, secrets } : { emailId: id },
        { jobKey: `email:${id}`, maxAttempts: MAX_ATTEMPTS },
      );
    }
    return { id };
  }

  return {
    send: (message, options) => queue(db, message, options),
    queue,
    idle: () => jobs.drain(),
    async close() {
      transport?.close();
    },
  };
}
