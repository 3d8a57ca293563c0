#!/usr/bin/env node
// Compiles the server to JavaScript: apps/api/src/main.ts and what it imports, packages/shared
// included, bundled by esbuild into apps/api/dist/main.js. npm packages stay imports resolved from
// node_modules at run time (the runtime dependencies of apps/api), except the demo-data generators
// (faker, DiceBear), which are bundled so that they are build-time dependencies only
// (docs/decisions/011-production-build.md). `--force` always builds; otherwise only when stale.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'apps/api/dist/main.js');
const sources = [
  'apps/api/src',
  'apps/api/package.json',
  'packages/shared/src',
  'packages/shared/package.json',
  'scripts/build-server.mjs',
];
/** Bare imports bundled into the server rather than loaded from node_modules (JSON data files
 * included: Node 20 would want an import attribute for them). */
const bundled = [/^@bonneroute\//, /^@faker-js\/faker(\/|$)/, /^@dicebear\//, /\.json$/];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function serverBuildIsStale() {
  if (!existsSync(serverEntry)) return true;
  const builtAt = statSync(serverEntry).mtimeMs;
  return sources.some((source) => newestMtime(path.join(root, source)) > builtAt);
}

export async function buildServer() {
  console.log('[bonneroute] construction du serveur…');
  const startedAt = performance.now();
  // Loaded here, not at the top: `npm start` only needs esbuild when the build is stale.
  const { build } = await import('esbuild');
  rmSync(path.join(path.dirname(serverEntry), 'chunks'), { recursive: true, force: true });
  try {
    await build({
      entryPoints: [path.join(root, 'apps/api/src/main.ts')],
      outdir: path.dirname(serverEntry),
      // Dynamic imports stay separate files: main.js starts tracing (when asked) before the
      // server's chunk imports pg and Fastify, which its instrumentations must see loading.
      splitting: true,
      chunkNames: 'chunks/[name]-[hash]',
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20.19',
      sourcemap: true,
      logLevel: 'warning',
      // Bundled CommonJS code may call require(): give the ES module one.
      banner: {
        js: "import { createRequire as __bonnerouteCreateRequire } from 'node:module'; const require = __bonnerouteCreateRequire(import.meta.url);",
      },
      plugins: [
        {
          name: 'runtime-dependencies-external',
          setup(context) {
            context.onResolve({ filter: /^[^./]/ }, (args) =>
              bundled.some((pattern) => pattern.test(args.path))
                ? undefined
                : { path: args.path, external: true },
            );
          },
        },
      ],
    });
  } catch {
    console.error('[bonneroute] la construction du serveur a échoué');
    process.exit(1);
  }
  console.log(
    `[bonneroute] serveur construit en ${Math.round(performance.now() - startedAt)} ms : ${path.relative(root, serverEntry)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--force') || serverBuildIsStale()) await buildServer();
}
