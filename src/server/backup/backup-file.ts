import { z } from 'zod';

/**
 * A Velvet backup is one gzip file: a first line holding the manifest (JSON), then each table's
 * rows in PostgreSQL's COPY text format, in the manifest's order, each table ended by a line
 * `\.` (which COPY's text format never writes as a row: a backslash in data is doubled).
 */
export const BACKUP_FORMAT = 'velvet-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const END_OF_TABLE = '\\.';

const identifier = z.string().min(1).max(63);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: 'This file is not a Velvet backup.' }),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION, {
    error: `This backup's format is not version ${BACKUP_FORMAT_VERSION}, the one this Velvet reads.`,
  }),
  createdAt: z.iso.datetime(),
  velvetVersion: z.string().nullable(),
  /** The migrations applied to the copied database, by their journal time (drizzle's created_at). */
  schemaVersion: z.object({
    migrations: z.array(z.number().int().nonnegative()),
    latestTag: z.string().nullable(),
  }),
  /** In the order their rows follow, parents before the tables that refer to them. */
  tables: z.array(
    z.object({
      schema: identifier,
      name: identifier,
      columns: z.array(identifier).min(1),
      rows: z.number().int().nonnegative(),
    }),
  ),
  sequences: z.array(
    z.object({
      schema: identifier,
      name: identifier,
      lastValue: z.string().regex(/^-?\d+$/),
      isCalled: z.boolean(),
    }),
  ),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupTable = BackupManifest['tables'][number];

/** `"schema"."name"`, quoted for SQL. */
export const qualified = (schema: string, name: string) =>
  `${quoteIdentifier(schema)}.${quoteIdentifier(name)}`;

export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export const totalRows = (manifest: BackupManifest) =>
  manifest.tables.reduce((sum, table) => sum + table.rows, 0);

/** Backup files the schedule writes and prunes: velvet-<UTC time>.backup.gz, oldest first by name. */
export const BACKUP_FILE_PATTERN = /^velvet-\d{8}T\d{6}(?:\d{3})?Z\.backup\.gz$/;

export function backupFileName(at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `velvet-${stamp}.backup.gz`;
}
