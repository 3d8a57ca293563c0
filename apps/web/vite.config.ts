import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

/**
 * The service worker (docs/decisions/031-installable-app.md): src/service-worker/sw.ts built with
 * Workbox's modules, given the list of the build's files to precache. The manifest is the static
 * public/manifest.webmanifest; main.tsx registers the worker after the page has loaded.
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/service-worker',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: {
      // Scripts, the stylesheet, icons and the offline page's script: the shell with no network.
      // The map's library and the staff pages are cached when first used, not on install.
      globPatterns: ['assets/*.{js,css}', '*.{svg,png}', 'hors-ligne.js'],
      globIgnores: ['**/maplibre*', '**/admin*', '**/*.map'],
      maximumFileSizeToCacheInBytes: 1_500_000,
    },
    devOptions: { enabled: false },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  // Assets pre-compressed (.br/.gz) and the service worker for the client build only.
  plugins: isSsrBuild ? [react()] : [react(), serviceWorker(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Every `import … from 'zod'` gets zod configured `jitless` (no CSP violation).
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      '/api': { target: apiTarget, ws: true },
      '/fichiers': apiTarget,
      '/sitemap.xml': apiTarget,
      '/robots.txt': apiTarget,
    },
  },
  // `vite build --ssr` makes the server render's bundle (dist/server/entry-server.js),
  // loaded by the API's spa plugin; the client build goes to dist as before, with a manifest that
  // scripts/bundle-size.mjs reads (which chunks the entry and the home load).
  build: isSsrBuild
    ? { outDir: 'dist/server', sourcemap: false, copyPublicDir: false, emptyOutDir: true }
    : {
        outDir: 'dist',
        sourcemap: true,
        manifest: true,
        chunkSizeWarningLimit: 600,
        // One stylesheet for the whole site (60 KB, 10.4 KB Brotli), cached after the first page:
        // the pages' 9–11 small route stylesheets all blocked the first paint
        // (docs/decisions/014-startup-and-accessibility.md).
        cssCodeSplit: false,
      },
}));
