// npm run restore -- FILE: rebuilds an empty DATA_DIR (or the empty DATABASE_URL) from a backup.
import path from 'node:path';
import { totalRows } from './backup-file';
import { commandLog, runCommand } from './command-output';
import { restoreBackup } from './restore-backup';
import { restoreDataDir } from './restore-data-dir';

await runCommand(async (config) => {
  const given = process.argv[2];
  if (!given) throw new Error('Name the backup file: npm run restore -- FILE');
  const file = path.resolve(given);
  const startedAt = Date.now();
  const manifest = config.databaseUrl
    ? await restoreBackup(config.databaseUrl, file)
    : await restoreDataDir(config.dataDir, file, commandLog());
  console.log(
    `Restored ${file} (taken ${manifest.createdAt}) into ` +
      `${config.databaseUrl ? 'the database of DATABASE_URL' : config.dataDir}:\n` +
      `  ${manifest.tables.length} tables, ${totalRows(manifest)} rows, schema ` +
      `${manifest.schemaVersion.latestTag ?? '?'}, ${((Date.now() - startedAt) / 1000).toFixed(1)} s. ` +
      'Velvet applies any newer migrations at its next start.',
  );
});
