import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './precompress-assets';
import { publicPageHtml } from './public-page-html';

const root = fileURLToPath(new URL('.', import.meta.url));

// The browser build of src/renderer; the API runs on :8080 and `npm run dev:web` proxies to it.
export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), precompressAssets(), publicPageHtml()],
  resolve: {
    alias: { '@shared': fileURLToPath(new URL('../src/shared', import.meta.url)) },
  },
  css: { postcss: fileURLToPath(new URL('../postcss.config.cjs', import.meta.url)) },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        // On a phone network each request is a round trip, and they all stand between a visitor
        // and the first paint: what the first screen needs goes in one file rather than six,
        // the sign-in screen with all it imports in one more, and the signed-in shell with the
        // dashboard in one more (the pages' HTML preloads them: web/public-page-html.ts).
        // Higher priorities claim a module first, so the landing page's file never grows.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 100 },
            {
              name: 'sign-in',
              priority: 10,
              test: /src\/renderer\/features\/accounts\/login-page\.tsx$/,
            },
            {
              name: 'signed-in',
              priority: 5,
              test: /src\/renderer\/app\/(shell\/signed-in-layout|routes\/dashboard\/dashboard-(page|reads)|toast-layer)\.tsx?$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});
