import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig(({ isSsrBuild }) => ({
  // Assets pre-compressed (.br/.gz) for the client build only.
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
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
