import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { scheduleRecoveryAfterStart } from './money/recovery.service';
import { ensureAdmin } from './auth/ensure-admin';
import { loadEnv, publicUrl } from './config/env';
import { openDatabase } from './db/database';
import { DataDirInUseError } from './db/embedded-postgres';
import { isDatabaseUnavailable, outageSummary } from './db/outage';
import { createFileStore } from './files/create-file-store';
import type { FileStore } from './files/file-store';
import { moveDiskUploads } from './files/move-disk-uploads';
import { seedDemoData } from './seed/seed-demo';
import { plural } from '@bonneroute/shared/french';

const log = (line: string) => console.log(`[bonneroute] ${line}`);

/**
 * `npm start`: database (embedded unless DATABASE_URL), migrations, admin account, demo data,
 * then the API and the SPA on PORT. SIGINT/SIGTERM stop everything, PostgreSQL included.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = loadEnv();
  // Files left on this disk by an older version, demo data and the admin account are prepared
  // under the startup lock with the migrations: instances started together seed once.
  let files: FileStore | undefined;
  const database = await openDatabase(env, log, async (db) => {
    files = await createFileStore(env, db);
    const uploads = await moveDiskUploads(env.DATA_DIR, files);
    if (uploads.backup)
      log(
        `${plural(uploads.moved, 'fichierDeplace')} de ${env.DATA_DIR}/uploads vers le stockage ${files.kind} ; ancien dossier gardé : ${uploads.backup}`,
      );
    if (uploads.skipped.length > 0)
      log(`non déplacés (restés dans la sauvegarde) : ${uploads.skipped.join(', ')}`);
    if (env.SEED_DEMO) {
      const seeded = await seedDemoData(db, env.DATA_DIR, files);
      if (seeded)
        log(
          `données de démonstration : ${seeded.users} utilisateurs, ${seeded.trips} trajets, ${seeded.bookings} réservations, ${seeded.reviews} avis`,
        );
    }
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const result = await ensureAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      log(
        `compte administrateur ${env.ADMIN_EMAIL} ${result === 'created' ? 'créé' : 'mis à jour'}`,
      );
    }
  });
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;

  /**
   * Graceful draining. SIGTERM: `/api/ready` fails at once and the process keeps
   * serving for DRAIN_DELAY_MS while the balancer's checks notice; then it stops listening, answers
   * what is under way (idle keep-alive connections closed, sockets closed so that browsers
   * reconnect through the balancer to another process and catch up), lets running jobs finish,
   * and exits. SIGINT (Ctrl-C) skips the delay. Past SHUTDOWN_TIMEOUT_MS more, it exits anyway.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const delay = signal === 'SIGTERM' ? (env.DRAIN_DELAY_MS ?? (database.embedded ? 0 : 5000)) : 0;
    app?.readiness.startDraining();
    log(`${signal} reçu : arrêt en cours (nouvelles requêtes refusées dans ${delay} ms)…`);
    const force = setTimeout(() => {
      log(`arrêt forcé après ${delay + env.SHUTDOWN_TIMEOUT_MS} ms`);
      process.exit(1);
    }, delay + env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    try {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      await app?.close();
    } catch (error) {
      console.error(error);
    } finally {
      await database.close().catch((error: unknown) => console.error(error));
      log('arrêté proprement');
      process.exit(0);
    }
  };
  // A database outage must not end the process (docs/decisions/021-outages-and-logs.md): a
  // library that lets its connection error go unhandled (graphile-worker's cron, which then stops
  // its runner; the job queue starts it again) is logged, and requests answer 503 until the
  // database is back. Any other unhandled error still ends the process, as Node does.
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) {
      (app?.log ?? console).warn(
        { cause: outageSummary(reason) },
        'base de données inaccessible (promesse)',
      );
      return;
    }
    throw reason;
  });
  process.on('uncaughtException', (error) => {
    if (isDatabaseUnavailable(error)) {
      (app?.log ?? console).warn(
        { cause: outageSummary(error) },
        'base de données inaccessible (événement)',
      );
      return;
    }
    console.error(error);
    process.exit(1);
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    app = await buildApp({ env, db: database.db, files });
    // Browser tests read what the app stored (e-mails, codes) straight from its database.
    if (process.env.E2E_MODE === '1')
      await writeFile(path.join(env.DATA_DIR, 'database-url'), database.url, { mode: 0o600 });

    await app.listen({ port: env.PORT, host: env.HOST });
    await app.jobs.start();
    await scheduleRecoveryAfterStart(app.deps);
    log(`prêt en ${Math.round(performance.now() - startedAt)} ms sur ${publicUrl(env)}`);
    // `npm run bench` prepares its data in the same database.
    if (process.env.BENCH_MODE === '1') console.log(`BENCH_DATABASE_URL=${database.url}`);
  } catch (error) {
    // A SIGTERM while the jobs start (the server already answers /api/health): what fails here is
    // the closing, and shutdown() finishes it and exits 0.
    if (stopping) return;
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      log(
        `le port ${env.PORT} est déjà utilisé : arrêtez l'autre serveur, ou lancez celui-ci sur un autre port (PORT=${env.PORT + 1} npm start)`,
      );
    else console.error(error);
    await app?.close().catch(() => undefined);
    await database.close();
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  // Refusals a newcomer can act on say what to do, without a stack trace.
  if (error instanceof DataDirInUseError) log(error.message);
  else console.error(error);
  process.exit(1);
});
