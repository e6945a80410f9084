import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The data keys this database holds values under (src/server/crypto), each with a check value:
 * a known text encrypted under that key. At start every key listed must be in the server's
 * keyring and decrypt its check, so a wrong DATA_KEY stops the server before it serves.
 */
export const dataKeys = pgTable('data_keys', {
  /** The key's id, as stored in every value it encrypts. */
  keyId: text('key_id').primaryKey(),
  /** `KEY_CHECK_TEXT` encrypted under the key, for the record `keyId`. */
  checkValue: text('check_value').notNull(),
  createdAt: createdAt(),
});
