import type { Database } from '../db/client';
import { dataKeys } from '../db/schema';
import { FieldCipher, FieldDecryptError } from './field-cipher';
import type { Keyring } from './keyring';

/** The known text each key's check value holds. */
export const KEY_CHECK_TEXT = 'Velvet data key check';
const CHECK_COLUMN = 'data_keys.check_value';

/** The keys given cannot read this database: the server must not start. */
export class DataKeyMismatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataKeyMismatchError';
  }
}

/**
 * Run at start, before serving: every key this database holds values under must be in the
 * keyring and decrypt its check value, so a wrong or lost DATA_KEY stops the server instead of
 * serving a database it can only half read. Then the current key is recorded (first start, or
 * the first start after a rotation began), so the next start checks it too.
 */
export async function verifyDataKeys(db: Database, keyring: Keyring): Promise<void> {
  const cipher = new FieldCipher(keyring);
  const stored = await db.select().from(dataKeys);
  const unreadable = stored.filter((row) => !readsCheck(cipher, keyring, row));
  if (unreadable.length > 0) {
    throw new DataKeyMismatchError(
      `DATA_KEY is not the key this database was encrypted with: it holds values under key ` +
        `${unreadable.map((row) => row.keyId).join(', ')}, which neither DATA_KEY (key ` +
        `${keyring.current.id}) nor DATA_KEY_PREVIOUS holds. Set DATA_KEY to the key used ` +
        'before on every node (without DATA_KEY, restore the data-key file of DATA_DIR); while ' +
        'a rotation is under way, give the old key in DATA_KEY_PREVIOUS.',
    );
  }
  if (!stored.some((row) => row.keyId === keyring.current.id)) {
    await db
      .insert(dataKeys)
      .values({
        keyId: keyring.current.id,
        checkValue: cipher.encrypt(KEY_CHECK_TEXT, {
          recordId: keyring.current.id,
          column: CHECK_COLUMN,
        }),
      })
      .onConflictDoNothing();
  }
}

function readsCheck(
  cipher: FieldCipher,
  keyring: Keyring,
  row: { keyId: string; checkValue: string },
): boolean {
  if (!keyring.find(row.keyId) || row.checkValue.split('.')[1] !== row.keyId) return false;
  try {
    return (
      cipher.decrypt(row.checkValue, { recordId: row.keyId, column: CHECK_COLUMN }) ===
      KEY_CHECK_TEXT
    );
  } catch (error) {
    if (error instanceof FieldDecryptError) return false;
    throw error;
  }
}
