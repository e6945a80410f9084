import fs from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  END_OF_TABLE,
  qualified,
  quoteIdentifier,
  type BackupManifest,
} from './backup-file';
import { useStableCopyFormat } from './copy-session';
import { sequencePositions, tablesInRestoreOrder } from './database-layout';
import { appliedMigrations, migrationTag } from './schema-version';

export interface WrittenBackup {
  file: string;
  manifest: BackupManifest;
  bytes: number;
  /** Every transaction committed before this moment is in the backup; none begun after it is. */
  snapshotAt: Date;
}

const NEWLINE = 0x0a;

function countLines(chunk: Buffer): number {
  let lines = 0;
  for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) lines++;
  return lines;
}

/**
 * Writes the whole database to `file` (gzip) from one snapshot: every table is read in a single
 * REPEATABLE READ, read-only transaction, so the copy is consistent however many clients write
 * meanwhile, and none of them waits for it. The file is flushed to disk before this returns.
 */
export async function writeBackup(
  pool: pg.Pool,
  file: string,
  options: { velvetVersion?: string | null } = {},
): Promise<WrittenBackup> {
  const client = await pool.connect();
  let failed = false;
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    await useStableCopyFormat(client);
    const snapshotAt = new Date();
    // The transaction's first query fixes its snapshot.
    const tables = await tablesInRestoreOrder(client);
    const counted: BackupManifest['tables'] = [];
    for (const table of tables) {
      const count = await client.query<{ rows: string }>(
        `SELECT count(*)::text AS rows FROM ${qualified(table.schema, table.name)}`,
      );
      counted.push({ ...table, rows: Number(count.rows[0]!.rows) });
    }
    const migrations = await appliedMigrations(client);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      createdAt: snapshotAt.toISOString(),
      velvetVersion: options.velvetVersion ?? null,
      schemaVersion: { migrations, latestTag: migrationTag(migrations.at(-1)) },
      tables: counted,
      sequences: await sequencePositions(client),
    };

    async function* contents() {
      yield Buffer.from(`${JSON.stringify(manifest)}\n`);
      for (const table of counted) {
        const columns = table.columns.map(quoteIdentifier).join(', ');
        const rows = client.query(
          copyTo(`COPY ${qualified(table.schema, table.name)} (${columns}) TO STDOUT`),
        );
        let copied = 0;
        for await (const chunk of rows as AsyncIterable<Buffer>) {
          copied += countLines(chunk);
          yield chunk;
        }
        if (copied !== table.rows)
          throw new Error(`${table.name}: ${copied} rows copied, ${table.rows} counted.`);
        yield Buffer.from(`${END_OF_TABLE}\n`);
      }
    }
    await pipeline(contents, createGzip(), createWriteStream(file, { mode: 0o600 }));
    await client.query('COMMIT');

    const handle = await fs.open(file, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    return { file, manifest, bytes: (await fs.stat(file)).size, snapshotAt };
  } catch (error) {
    failed = true;
    await client.query('ROLLBACK').catch(() => undefined);
    await fs.rm(file, { force: true });
    throw error;
  } finally {
    // A connection left in the middle of a COPY is not given back to the pool.
    client.release(failed);
  }
}
