import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backupsTotal } from '../observability/metrics';
import { createBackup } from './backup.service';
import { PgToolMissingError } from './pg-tools';

export const BACKUP_TASK = 'sauvegarde_base';

/**
 * The embedded database's daily backup at 02:15 UTC into DATA_DIR/backups, keeping BACKUP_KEEP
 * files (graphile-worker's cron: one run across every API process). An external PostgreSQL has
 * its own backups (docs/operations.md); BACKUP_DAILY=1 asks for this one as well.
 */
export const backupPlugin = fp(
  async (app: FastifyInstance) => {
    const { env } = app;
    if (env.DATABASE_URL && !env.BACKUP_DAILY) return;
    app.jobs.define(BACKUP_TASK, async () => {
      try {
        const file = await createBackup({
          url: app.db.$client.options.connectionString!,
          dir: path.join(env.DATA_DIR, 'backups'),
          keep: env.BACKUP_KEEP,
          binDir: env.PG_BIN_DIR,
        });
        backupsTotal.inc({ resultat: 'reussie' });
        app.log.info({ file }, 'sauvegarde de la base écrite');
      } catch (error) {
        backupsTotal.inc({ resultat: 'echec' });
        // Missing tools will not appear by retrying: said once, loudly, until tomorrow's run.
        if (error instanceof PgToolMissingError) {
          app.log.error(error.message);
          return;
        }
        throw error;
      }
    });
    app.jobs.schedule(`15 2 * * * ${BACKUP_TASK}`);
  },
  { name: 'backup', dependencies: ['jobs'] },
);
