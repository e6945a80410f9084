// npm run backup [-- FILE]: a verified backup of Velvet's database while it serves.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { totalRows } from './backup-file';
import { commandLog, megabytes, runCommand } from './command-output';
import { databaseForCommand } from './database-for-command';
import { takeVerifiedBackup } from './take-backup';

const velvetVersion = (
  JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

await runCommand(async (config) => {
  const file = process.argv[2];
  const database = await databaseForCommand(config, commandLog());
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    const startedAt = Date.now();
    const backup = await takeVerifiedBackup(
      { pool, databaseUrl: database.url, velvetVersion },
      file ? { file: path.resolve(file) } : { dir: config.backups.dir },
    );
    console.log(
      `Backup written and verified: ${backup.file}\n` +
        `  ${backup.manifest.tables.length} tables, ${totalRows(backup.manifest)} rows, ` +
        `${megabytes(backup.bytes)}, schema ${backup.manifest.schemaVersion.latestTag ?? '?'}, ` +
        `${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    );
  } finally {
    await pool.end();
    await database.release();
  }
});
