import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendYearlyStatements } from './statement-mailing.service';

export const STATEMENT_MAILING_TASK = 'releves_annuels';

/**
 * The yearly statements' e-mail, January 31 at 07:00 UTC (08:00 in Paris: graphile-worker's
 * cron knows no time zone). One run across the API processes; a cluster down at that minute
 * catches up within a week (`fill`), and the (driver, year) record makes a late or second run
 * harmless.
 */
export const statementMailingPlugin = fp(
  async (app: FastifyInstance) => {
    app.jobs.define(STATEMENT_MAILING_TASK, async () => {
      await sendYearlyStatements(app.deps);
    });
    app.jobs.schedule(`0 7 31 1 * ${STATEMENT_MAILING_TASK} ?fill=7d`);
  },
  { name: 'statement-mailing', dependencies: ['jobs'] },
);
