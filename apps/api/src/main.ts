import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildApp } from './app';
import { ensureAdmin } from './auth/ensure-admin';
import { loadEnv, publicUrl } from './config/env';
import { openDatabase } from './db/database';
import { seedDemoData } from './seed/seed-demo';

const log = (line: string) => console.log(`[bonneroute] ${line}`);

/**
 * `npm start`: database (embedded unless DATABASE_URL), migrations, admin account, demo data,
 * then the API and the SPA on PORT. SIGINT/SIGTERM stop everything, PostgreSQL included.
 */
async function main(): Promise<void> {
  const startedAt = performance.now();
  const env = loadEnv();
  const database = await openDatabase(env, log);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  let stopping = false;

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} reçu : arrêt en cours…`);
    const force = setTimeout(() => {
      log('arrêt forcé après 25 s');
      process.exit(1);
    }, 25_000);
    force.unref();
    try {
      await app?.close();
    } finally {
      await database.close();
      log('arrêté proprement');
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    if (env.SEED_DEMO) {
      const seeded = await seedDemoData(database.db, env.DATA_DIR);
      if (seeded)
        log(
          `données de démonstration : ${seeded.users} utilisateurs, ${seeded.trips} trajets, ${seeded.bookings} réservations, ${seeded.reviews} avis`,
        );
    }
    if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
      const result = await ensureAdmin(database.db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
      log(
        `compte administrateur ${env.ADMIN_EMAIL} ${result === 'created' ? 'créé' : 'mis à jour'}`,
      );
    }
    app = await buildApp({ env, db: database.db });
    // Browser tests read what the app stored (e-mails, codes) straight from its database.
    if (process.env.E2E_MODE === '1')
      await writeFile(path.join(env.DATA_DIR, 'database-url'), database.url, { mode: 0o600 });

    await app.listen({ port: env.PORT, host: env.HOST });
    await app.jobs.start();
    log(`prêt en ${Math.round(performance.now() - startedAt)} ms sur ${publicUrl(env)}`);
    // `npm run bench` prepares its data in the same database.
    if (process.env.BENCH_MODE === '1') console.log(`BENCH_DATABASE_URL=${database.url}`);
  } catch (error) {
    console.error(error);
    await app?.close().catch(() => undefined);
    await database.close();
    process.exit(1);
  }
}

void main();
