import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { qualified, quoteIdentifier, type BackupManifest } from './backup-file';
import { useStableCopyFormat } from './copy-session';
import { foreignKeysSetAside, holdsVelvetTables } from './database-layout';
import { openBackup } from './read-backup';
import { migrateToBackupVersion } from './schema-version';

/** A restore that would mix the backup with data already there. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

/** Each table's rows as they are now, by "schema.name". */
export async function rowCounts(
  client: pg.ClientBase,
  tables: readonly { schema: string; name: string }[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const { schema, name } of tables) {
    const found = await client.query<{ rows: string }>(
      `SELECT count(*)::text AS rows FROM ${qualified(schema, name)}`,
    );
    counts.set(`${schema}.${name}`, Number(found.rows[0]!.rows));
  }
  return counts;
}

/**
 * Rebuilds an empty database from a backup file, all in one transaction: the schema the backup
 * was taken with, every table's rows (its foreign keys put back after them, which checks each
 * row), the sequences where they were. It commits only when every table holds the manifest's row count,
 * so a failed restore leaves the database as empty as it found it.
 */
export async function restoreBackup(databaseUrl: string, file: string): Promise<BackupManifest> {
  const backup = await openBackup(file);
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    if (await holdsVelvetTables(client)) {
      throw new RestoreRefusedError(
        `The database ${client.database ?? ''} already holds Velvet's tables. ` +
          'A backup is restored only into an empty database: create a new one (or drop this one) and restore again.',
      );
    }
    const { manifest } = backup;
    await client.query('BEGIN');
    try {
      await useStableCopyFormat(client);
      await migrateToBackupVersion(client, manifest.schemaVersion);
      const putForeignKeysBack = await foreignKeysSetAside(client);
      for (const table of manifest.tables) {
        const columns = table.columns.map(quoteIdentifier).join(', ');
        await pipeline(
          backup.nextTableRows,
          client.query(
            copyFrom(`COPY ${qualified(table.schema, table.name)} (${columns}) FROM STDIN`),
          ),
        );
      }
      await putForeignKeysBack();
      for (const sequence of manifest.sequences) {
        await client.query('SELECT setval($1::regclass, $2::bigint, $3)', [
          qualified(sequence.schema, sequence.name),
          sequence.lastValue,
          sequence.isCalled,
        ]);
      }
      const counts = await rowCounts(client, manifest.tables);
      const differing = manifest.tables.filter(
        (table) => counts.get(`${table.schema}.${table.name}`) !== table.rows,
      );
      if (differing.length > 0) {
        throw new Error(
          `Restored row counts differ from the backup's in ${differing.map((t) => t.name).join(', ')}.`,
        );
      }
      await client.query('COMMIT');
      return manifest;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  } finally {
    await backup.close();
    await client.end().catch(() => undefined);
  }
}
