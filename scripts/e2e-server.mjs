#!/usr/bin/env node
// The server the browser tests run against: the production build (web app and compiled server),
// a fresh embedded database under data/e2e without demo data (each test makes its own through
// tests/e2e/support/factories.ts; the administrator below and the geographic reference data
// exist), a rate limit high enough for a test suite, and the client address from X-Forwarded-For.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, serverBuildIsStale, serverEntry } from './build-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.join(root, 'data', 'e2e');
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  SEED_DEMO: '0',
  RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '100000',
  // As behind the production proxy: a test can be a visitor of its own (X-Forwarded-For), and
  // per-address limits (3 contact messages an hour) do not carry over from one run to the next.
  TRUST_PROXY: '1',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  HOST: '127.0.0.1',
  E2E_MODE: '1',
  ADMIN_EMAIL: 'admin@e2e.bonneroute.fr',
  ADMIN_PASSWORD: 'Admin#e2e2026',
});
// Its own database and no shared Redis: CI runs `npm test` with REDIS_URL set for the API layer,
// and a Redis that outlives a run would carry rate-limit counters into the next one.
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;
delete process.env.REDIS_PREFIX;
if (serverBuildIsStale()) await buildServer();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
