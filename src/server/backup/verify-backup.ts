import crypto from 'node:crypto';
import pg from 'pg';
import type { BackupManifest } from './backup-file';
import { restoreBackup } from './restore-backup';

/** `url` with its database name replaced by `name`. */
function urlOfDatabase(url: string, name: string): string {
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

async function asAdmin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Proves a backup file restores: rebuilds it in a scratch database on the same PostgreSQL (the
 * embedded one, or the server's, whose role then needs CREATEDB), where the restore commits only
 * if every table's row count matches the manifest, then drops that database.
 */
export async function verifyBackup(databaseUrl: string, file: string): Promise<BackupManifest> {
  const scratch = `velvet_backup_check_${crypto.randomBytes(6).toString('hex')}`;
  try {
    await asAdmin(databaseUrl, `CREATE DATABASE ${scratch}`);
  } catch (error) {
    throw new Error(
      `A backup is checked by restoring it into a scratch database, which could not be created ` +
        `(${(error as Error).message}). Give Velvet's database role CREATEDB.`,
      { cause: error },
    );
  }
  try {
    return await restoreBackup(urlOfDatabase(databaseUrl, scratch), file);
  } finally {
    await asAdmin(databaseUrl, `DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  }
}
