#!/usr/bin/env node
// The server `npm run bench` measures: the compiled server in production mode, quiet logs, no rate limit, demo data,
// its own embedded database under data/bench (unless DATABASE_URL is set).
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildServer, serverBuildIsStale, serverEntry } from './build-server.mjs';
import { buildWeb, webBuildIsStale } from './ensure-web-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
Object.assign(process.env, {
  NODE_ENV: 'production',
  DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(root, 'data', 'bench'),
  RATE_LIMIT_MAX: '0',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  BENCH_MODE: '1',
});
if (webBuildIsStale()) buildWeb();
if (serverBuildIsStale()) await buildServer();
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry).href);
