import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { announceBackupFinished } from './backup-events';
import { BACKUP_FILE_PATTERN, backupFileName, totalRows } from './backup-file';
import { writeBackup, type WrittenBackup } from './create-backup';
import { verifyBackup } from './verify-backup';

export interface BackupTarget {
  pool: pg.Pool;
  /** The same database as `pool`'s, for the scratch database the check restores into. */
  databaseUrl: string;
  velvetVersion?: string | null;
}

/**
 * Writes a backup and proves it restores before it takes its final name: until then it is a
 * `.partial` file, so a backups folder only ever lists verified backups. Its outcome, good or
 * bad, is announced to onBackupFinished.
 */
export async function takeVerifiedBackup(
  target: BackupTarget,
  where: { dir: string } | { file: string },
): Promise<WrittenBackup> {
  const startedAt = Date.now();
  const file = 'file' in where ? where.file : path.join(where.dir, backupFileName(new Date()));
  const partial = `${file}.partial`;
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const written = await writeBackup(target.pool, partial, {
      velvetVersion: target.velvetVersion ?? null,
    });
    await verifyBackup(target.databaseUrl, partial);
    await fs.rename(partial, file);
    const backup = { ...written, file };
    announceBackupFinished({
      success: true,
      file,
      bytes: backup.bytes,
      rows: totalRows(backup.manifest),
      durationMs: Date.now() - startedAt,
      at: new Date(),
    });
    return backup;
  } catch (error) {
    await fs.rm(partial, { force: true }).catch(() => undefined);
    announceBackupFinished({
      success: false,
      error: error instanceof Error ? error.message : String(error),
      durationMs: Date.now() - startedAt,
      at: new Date(),
    });
    throw error;
  }
}

/** The schedule's backups in `dir`, oldest first (their names sort by time). */
export async function listBackups(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => BACKUP_FILE_PATTERN.test(entry)).sort();
}

/** Deletes all but the newest `keep` of the schedule's backups; returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const backups = await listBackups(dir);
  const old = backups.slice(0, Math.max(backups.length - keep, 0));
  for (const name of old) await fs.rm(path.join(dir, name), { force: true });
  return old;
}
