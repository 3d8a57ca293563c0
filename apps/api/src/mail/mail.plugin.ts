import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createSmtpTransport } from './mail-transport';
import { createMailService, type MailService } from './mail.service';

declare module '../lib/app-deps' {
  interface AppDeps {
    mail: MailService;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The product's e-mails: SMTP when SMTP_URL is set, otherwise the stored outbox. */
    mail: MailService;
  }
}

export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    const transport = app.env.SMTP_URL ? createSmtpTransport(app.env.SMTP_URL) : null;
    const service = createMailService({
      db: app.db,
      from: app.env.MAIL_FROM,
      transport,
      jobs: app.jobs,
      log: app.log,
    });
    app.decorate('mail', service);
    app.addHook('onClose', async () => service.close());
  },
  { name: 'mail', dependencies: ['jobs'] },
);
