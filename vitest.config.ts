import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import SlowFilesFirst from './tests/support/slow-files-first';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = { '@shared': fromRoot('./src/shared') };
// The node and main projects build the real server on the run's one PostgreSQL, started by
// the root-level global setup and handed to both through `provide` (inject('adminDatabaseUrl')).
const withDatabase = { testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  // The global setup seeds the run's template database, whose catalogue imports @shared.
  resolve: { alias },
  test: {
    globalSetup: ['tests/support/server/postgres-global-setup.ts'],
    sequence: { sequencer: SlowFilesFirst },
    // A worker per core, not Vitest's one fewer: the API tests spend much of their time waiting
    // on PostgreSQL, so on two cores two workers finish a set of API files about a quarter
    // sooner than one.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          // Each worker loads the server's modules (Fastify, zod contract, catalogues, word
          // lists) once for all its files rather than once per file: on two cores that import
          // was about half the project's CPU. Every file still builds its own app on its own
          // database, and the few that fake timers or mock restore them after each test.
          isolate: false,
          ...withDatabase,
        },
      },
      {
        // The Electron main process, with `electron` faked (the binary is not installed in
        // tests). electron-store is inlined so its own `electron` import gets the fake too.
        // Some of these tests talk to the real API server, hence the PostgreSQL.
        resolve: {
          alias: [
            { find: '@shared', replacement: alias['@shared'] },
            { find: /^electron$/, replacement: fromRoot('./tests/support/electron/index.ts') },
          ],
        },
        test: {
          name: 'main',
          environment: 'node',
          include: ['src/main/**/*.test.ts', 'src/preload/**/*.test.ts'],
          server: { deps: { inline: ['electron-store'] } },
          ...withDatabase,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'renderer',
          environment: 'jsdom',
          // Each file in a VM context of a worker that stays up, rather than a new process that
          // loads jsdom, React and Mantine again: the project takes well under half the time.
          pool: 'vmThreads',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/support/renderer/setup.ts'],
          css: false,
          // A screen test types and clicks through whole forms in jsdom: on a shared, busy
          // 2-core machine that can take several times the default 5 s.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
