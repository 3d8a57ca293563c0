#!/usr/bin/env node
// The home page's initial JavaScript, gzip. Reads the Vite manifest of the production build
// (apps/web/dist/.vite/manifest.json): the entry chunk and its static imports (what index.html loads
// and modulepreloads), plus the home route's chunk and its static imports (loaded before the home
// renders). Dynamic imports (other pages, overlays, forms) are not counted.
// `--check` exits 1 when the total is over the budget (decision record 014 explains the figure).
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Budget in KB (1,000 bytes) of gzip: a regression guard at today's figure (144.4 KB) plus a
 * margin. The 100 KB is below what React DOM, React Router's data router and TanStack
 * Query weigh on their own (107.3 KB in a minimal app); see
 * docs/decisions/014-startup-and-accessibility.md.
 */
export const BUDGET_KB = 150;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const HOME_ROUTE = 'src/app/routes/home-route.tsx';

/** Manifest keys reachable from `starts` through static imports only. */
export function staticClosure(manifest, starts) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  starts.forEach(visit);
  return [...seen];
}

/** Each initial chunk of the home with its gzip size in bytes, largest first. */
export function measureHome(distDir = dist) {
  const manifestPath = path.join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} introuvable : lancez npm run build -w @bonneroute/web`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const keys = staticClosure(manifest, [...entries, HOME_ROUTE]);
  return keys
    .map((key) => {
      const file = manifest[key].file;
      const bytes = gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
      return { file, bytes };
    })
    .sort((a, b) => b.bytes - a.bytes);
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const chunks = measureHome();
  const total = chunks.reduce((sum, chunk) => sum + chunk.bytes, 0);
  for (const { file, bytes } of chunks)
    console.log(`${(bytes / 1000).toFixed(1).padStart(7)} KB  ${file}`);
  console.log(
    `${(total / 1000).toFixed(1).padStart(7)} KB  JavaScript initial de l’accueil (gzip)`,
  );
  if (process.argv.includes('--check') && total > BUDGET_KB * 1000) {
    console.error(`Au-dessus du budget de ${BUDGET_KB} KB gzip.`);
    process.exit(1);
  }
}
