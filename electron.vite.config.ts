import { fileURLToPath } from 'node:url';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import { themeVariablesCssPlugin } from './web/theme-variables-css';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { '@shared': fromRoot('./src/shared') };

// Main, both preloads and the renderer for the desktop app, built into out/.
export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: fromRoot('./out/main'),
      // Bundled whole, so the package carries none of the server's node_modules.
      externalizeDeps: false,
      lib: { entry: fromRoot('./src/main/index.ts') },
    },
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: fromRoot('./out/preload'),
      // Sandboxed preloads cannot require node_modules: bundle each one whole.
      externalizeDeps: false,
      isolatedEntries: true,
      rollupOptions: {
        input: {
          player: fromRoot('./src/preload/player.ts'),
          admin: fromRoot('./src/preload/admin.ts'),
        },
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: fromRoot('./web'),
    resolve: { alias },
    plugins: [themeVariablesCssPlugin(), react()],
    css: { postcss: fromRoot('./postcss.config.cjs') },
    build: {
      outDir: fromRoot('./out/renderer'),
      chunkSizeWarningLimit: 1500,
      rollupOptions: { input: fromRoot('./web/index.html') },
    },
  },
});
