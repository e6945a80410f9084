import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_MESSAGE, SUPPORT_SUBJECT } from '../../src/server/crypto/encrypted-columns';
import { FieldCipher, isEncryptedValue } from '../../src/server/crypto/field-cipher';
import {
  countPlainValues,
  PlainValuesLeftError,
  sealBeforeServing,
  sealPlainValues,
} from '../../src/server/crypto/plain-values';
import { createTestApp, TEST_KEYRING, type TestApp } from '../support/server/test-app';

// A database from before its support messages were encrypted: rows written in the clear, as an
// older Velvet left them, sealed at start in batches. A start stopped after its first batch
// leaves the rest for the next one, which finishes without losing or changing a word.

const ROWS = 1_200;
const cipher = new FieldCipher(TEST_KEYRING);
let t: TestApp;

const plainMessage = (i: number) => `Old message number ${i}: we would like to talk about us`;

async function writeOldRows() {
  await t.database.pool.query(
    `INSERT INTO support_messages (name, email, subject, message)
     SELECT 'Sam', 'sam' || i || '@example.com', 'Subject ' || i,
            'Old message number ' || i || ': we would like to talk about us'
     FROM generate_series(1, $1) AS i`,
    [ROWS],
  );
}

async function storedRows() {
  const { rows } = await t.database.pool.query<{ id: string; subject: string; message: string }>(
    'SELECT id, subject, message FROM support_messages ORDER BY email',
  );
  return rows;
}

beforeAll(async () => {
  t = await createTestApp();
  await writeOldRows();
});
afterAll(async () => t?.close());

describe('values stored in the clear before their column was encrypted', () => {
  it('are counted, sealed in batches, and a stopped sealing resumes where it stopped', async () => {
    expect(await countPlainValues(t.database.db, [SUPPORT_SUBJECT, SUPPORT_MESSAGE])).toEqual([
      { column: 'support_messages.subject', count: ROWS },
      { column: 'support_messages.message', count: ROWS },
    ]);

    // Stopped after one batch, as a start killed part-way would be.
    const first = await sealPlainValues(t.database.db, cipher, { stopAfterBatches: 1 });
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(ROWS);
    const left = await countPlainValues(t.database.db);
    expect(left.reduce((sum, { count }) => sum + count, 0)).toBe(2 * ROWS - first);
    await expect(sealBeforeServing(t.database.db, cipher, { info: () => undefined })).resolves.toBe(
      undefined,
    );

    expect(await countPlainValues(t.database.db)).toEqual([]);
    const rows = await storedRows();
    expect(rows).toHaveLength(ROWS);
    const opened = new Set<string>();
    for (const row of rows) {
      expect(isEncryptedValue(row.subject) && isEncryptedValue(row.message)).toBe(true);
      expect(row.message).not.toContain('talk about us');
      opened.add(SUPPORT_MESSAGE.open(cipher, row.id, row.message));
      expect(SUPPORT_SUBJECT.open(cipher, row.id, row.subject)).toMatch(/^Subject \d+$/);
    }
    // Every message is there, once, as it was written.
    expect(opened).toEqual(new Set(Array.from({ length: ROWS }, (_, i) => plainMessage(i + 1))));
  });

  it('a value moved to another row does not open there', async () => {
    const [first, second] = await storedRows();
    expect(() => SUPPORT_MESSAGE.open(cipher, second!.id, first!.message)).toThrow(
      /does not decrypt as support_messages.message/,
    );
  });

  it('names the columns still plain when the start cannot go on', () => {
    const error = new PlainValuesLeftError([{ column: 'support_messages.message', count: 3 }]);
    expect(error.message).toMatch(/support_messages\.message: 3/);
  });
});
