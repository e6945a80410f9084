import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../../src/server/db/client';
import { seedCatalogue } from '../../../src/server/db/seed/seed-catalogue';

/** A database URL on the same server as `adminUrl`, naming database `name`. */
export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Migrates and seeds one database by the server's own start-up path (openDatabase, then
 * seedCatalogue), once per run. Test files copy it (CREATE DATABASE ... TEMPLATE) rather than
 * each migrating and seeding its own: a copy takes a fraction of a second, the start-up path
 * several. The copy is closed before it is returned: PostgreSQL copies only a database nobody
 * is connected to.
 */
export async function createTemplateDatabase(
  adminUrl: string,
): Promise<{ name: string; drop(): Promise<void> }> {
  const name = `velvet_template_${crypto.randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const database = await openDatabase(databaseUrlFor(adminUrl, name), 1);
  try {
    await seedCatalogue(database.db);
  } finally {
    await database.close();
  }
  return { name, drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A new database on the run's server: a copy of `template`, or empty without one. */
export async function createDatabaseFrom(
  adminUrl: string,
  template: string | null,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `velvet_test_${crypto.randomBytes(6).toString('hex')}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrlFor(adminUrl, name),
    drop: () => asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
