import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressAssets } from './precompress-assets';
import { publicPageHtml } from './public-page-html';
import { themeVariablesCssPlugin } from './theme-variables-css';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Modules the sign-in screen and the signed-in shell and dashboard both use. */
const SHARED_BY_SIGN_IN_AND_SIGNED_IN = [
  // The contract's route descriptors and plain rules (all but the sessions' schemas, which only
  // the desktop's checks use), and the platform's lists of the routes it calls.
  /src\/shared\/(api\/(routes\/|define\.ts|error-message\.ts)|domain\/(?!sessions\.ts))/,
  /src\/renderer\/platform\/\w+-routes\.ts$/,
  // The controls and messages both kinds of screen show.
  /@mantine\/core\/esm\/components\/(Input|InputBase|ActionIcon)\//,
  /@mantine\/core\/esm\/core\/styles-api\/use-resolved-styles-api\//,
  /@mantine\/hooks\/esm\/use-uncontrolled\//,
  /@tabler\/icons-react\/dist\/esm\/icons\/IconAlertCircle\./,
  /src\/renderer\/features\/accounts\/(error-message|messages)\.ts$/,
];

// The browser build of src/renderer; the API runs on :8080 and `npm run dev:web` proxies to it.
export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [themeVariablesCssPlugin(), react(), precompressAssets(), publicPageHtml()],
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
            // What both the sign-in screen and the signed-in ones use, in a file of its own, so
            // neither pulls in the other's: without it the dashboard would fetch the sign-in
            // file, and with it the form rules and zod (src/shared/api/form-fields.ts).
            {
              name: 'shared',
              priority: 20,
              test: (id) => SHARED_BY_SIGN_IN_AND_SIGNED_IN.some((pattern) => pattern.test(id)),
              // Only these modules: their dependencies are the app's or a screen's own.
              includeDependenciesRecursively: false,
            },
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
