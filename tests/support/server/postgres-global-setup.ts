import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../../src/server/db/embedded-postgres';
import { withoutAddedProcessListeners } from '../../../src/server/lib/process-listeners';
import { createTemplateDatabase } from './template-database';
import { skipDiskFlushes } from './skip-disk-flushes';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PostgreSQL URL whose role may create databases; each test file makes its own. */
    adminDatabaseUrl: string;
    /** The run's migrated and seeded database, which test files copy (template-database.ts). */
    templateDatabaseName: string;
  }
}

/** The Vitest projects whose tests build the real server (see vitest.config.ts). */
const PROJECTS_WITH_DATABASE: readonly string[] = ['node', 'main'];

/**
 * One real PostgreSQL for the whole run, shared by every project: TEST_DATABASE_URL when
 * given, else an embedded one in a temporary folder. In it, one database migrated and seeded
 * once, which each test file copies into a database of its own. Runs once, as the root
 * project's global setup; what the root provides reaches every project. A run of only other
 * projects (the renderer's) starts none.
 */
export default async function setup(root: TestProject) {
  if (!root.vitest.projects.some((project) => PROJECTS_WITH_DATABASE.includes(project.name)))
    return;
  if (process.env.TEST_DATABASE_URL) {
    const template = await createTemplateDatabase(process.env.TEST_DATABASE_URL);
    root.provide('adminDatabaseUrl', process.env.TEST_DATABASE_URL);
    root.provide('templateDatabaseName', template.name);
    return () => template.drop();
  }
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-test-pg-'));
  // As root, PostgreSQL runs as the user "postgres", which must be able to enter the folder.
  await fs.chmod(dir, 0o755);
  // embedded-postgres stops its clusters through async-exit-hook, whose 'beforeExit' listener
  // calls `process.exit(0)`: that would erase the exit code Vitest sets for unhandled errors, and
  // such a run would pass. The teardown below stops the cluster itself, so its end-of-process
  // listeners are taken off; those for signals (Ctrl-C) stay.
  const database = await withoutAddedProcessListeners(['beforeExit', 'exit'], () =>
    startEmbeddedPostgres(dir, pino({ level: 'warn' })),
  );
  await skipDiskFlushes(database.url);
  const template = await createTemplateDatabase(database.url);
  root.provide('adminDatabaseUrl', database.url);
  root.provide('templateDatabaseName', template.name);
  return async () => {
    await database.stop();
    await fs.rm(dir, { recursive: true, force: true });
  };
}
