#!/usr/bin/env node
// Builds the web app when there is no build yet, or when its sources are newer than the build.
// `--force` always builds (the browser tests run against a fresh production build).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
// The server render's bundle is part of the build (the API renders public pages with it).
const builtServerEntry = path.join(root, 'apps/web/dist/server/entry-server.js');
const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'packages/shared/src'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function webBuildIsStale() {
  if (!existsSync(builtIndex) || !existsSync(builtServerEntry)) return true;
  const builtAt = Math.min(statSync(builtIndex).mtimeMs, statSync(builtServerEntry).mtimeMs);
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

export function buildWeb() {
  console.log('[bonneroute] construction de l’application web…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@bonneroute/web'], {
    cwd: root,
    stdio: 'inherit',
    // Always a production build: under vitest (NODE_ENV=test) Vite would otherwise emit a server
    // render bundle calling jsxDEV, which production React lacks (every render then fell back).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    console.error('[bonneroute] la construction de l’application web a échoué');
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--force') || webBuildIsStale()) buildWeb();
}
