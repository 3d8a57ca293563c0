import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
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
  // Issue 23: `vite build --ssr` makes the server render's bundle (dist/server/entry-server.js),
  // loaded by the API's spa plugin; the client build goes to dist as before.
  build: isSsrBuild
    ? { outDir: 'dist/server', sourcemap: false, copyPublicDir: false, emptyOutDir: true }
    : { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 600 },
}));
