// npm run rotate-key: every encrypted value sealed again under DATA_KEY while Velvet serves,
// then the older keys retired (docs/matching-and-privacy.md, "Encryption at rest").
import { commandLog, runCommand } from '../backup/command-output';
import { databaseForCommand } from '../backup/database-for-command';
import { openDatabase } from '../db/client';
import { resolveDataKey } from './data-key-file';
import { Keyring } from './keyring';
import { rotateDataKey } from './rotate-key';

await runCommand(async (config) => {
  const database = await databaseForCommand(config, commandLog());
  const handle = await openDatabase(database.url, 2);
  try {
    const keyring = Keyring.fromKeys(
      await resolveDataKey(config.dataKey, config.dataDir),
      config.previousDataKeys,
    );
    const startedAt = Date.now();
    const { resealed, retired } = await rotateDataKey(handle.db, keyring);
    console.log(
      `Every encrypted value is under key ${keyring.current.id} (${resealed} sealed again, ` +
        `${((Date.now() - startedAt) / 1000).toFixed(1)} s).` +
        (retired.length > 0
          ? ` Retired key ${retired.join(', ')}: remove DATA_KEY_PREVIOUS from every node.`
          : ''),
    );
  } finally {
    await handle.close();
    await database.release();
  }
});
