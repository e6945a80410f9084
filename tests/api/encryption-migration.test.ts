import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTIVITY_PREFERENCE,
  HARD_BOUNDARY,
  recordIdOf,
} from '../../src/server/crypto/encrypted-columns';
import { FieldCipher, isEncryptedValue } from '../../src/server/crypto/field-cipher';
import { countPlainValues } from '../../src/server/crypto/plain-values';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { waitUntilHealthy } from '../support/server/server-process';
import { createTestDatabase, spawnTestServer, TEST_KEYRING } from '../support/server/test-app';

// A database of 1,000 couples written by a Velvet from before encryption: every answer and
// boundary in the clear. The first start after the upgrade is killed (SIGKILL) while it seals
// them; the next start finishes, and serves only once nothing is left plain, every answer and
// boundary unchanged.

const COUPLES = 1_000;
const ANSWERS_PER_PLAYER = 12;
const PREFERENCES = ['Yes', 'Maybe', 'No'] as const;
const cipher = new FieldCipher(TEST_KEYRING);

let database: { url: string; drop(): Promise<void> };
let handle: DatabaseHandle;
let dataDir: string;

/** What an older Velvet left: players in couples, their answers and one boundary each. */
async function writeOldDatabase(pool: pg.Pool) {
  await pool.query(
    `WITH made AS (
       INSERT INTO players (email, password_hash, display_name)
       SELECT 'old' || i || '@example.com', 'x', 'Player ' || i FROM generate_series(1, $1) AS i
       RETURNING id, email)
     INSERT INTO couples (player1_id, player2_id)
     SELECT a.id, b.id FROM made a JOIN made b
       ON b.email = 'old' || (split_part(split_part(a.email, '@', 1), 'old', 2)::int + 1) || '@example.com'
     WHERE split_part(split_part(a.email, '@', 1), 'old', 2)::int % 2 = 1`,
    [2 * COUPLES],
  );
  await pool.query(
    `INSERT INTO activity_answers (player_id, activity_id, perspective, preference)
     SELECT p.id, o.id, 'self', (ARRAY['Yes','Maybe','No'])[1 + (abs(hashtext(p.id::text || o.id::text)) % 3)]
     FROM players p CROSS JOIN LATERAL (
       SELECT id FROM survey_options WHERE category_id IN (
         SELECT id FROM survey_categories WHERE type = 'yes_no_maybe') ORDER BY id LIMIT $1) AS o`,
    [ANSWERS_PER_PLAYER],
  );
  await pool.query(
    `INSERT INTO hard_boundaries (couple_id, player_id, boundary)
     SELECT c.id, c.player1_id, 'Nothing in public, from ' || c.player1_id FROM couples c`,
  );
}

async function plainAnswers(pool: pg.Pool) {
  const { rows } = await pool.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM activity_answers WHERE preference IN ('Yes', 'Maybe', 'No')`,
  );
  return rows[0]!.count;
}

beforeAll(async () => {
  database = await createTestDatabase();
  handle = await openDatabase(database.url, 2);
  dataDir = mkdtempSync(path.join(tmpdir(), 'velvet-upgrade-'));
  await writeOldDatabase(handle.pool);
}, 120_000);
afterAll(async () => {
  await handle?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('upgrading a database of 1,000 couples written in the clear', () => {
  it('survives a start killed while sealing: the next start seals the rest, nothing changed', async () => {
    const { rows: before } = await handle.pool.query<{
      player_id: string;
      activity_id: string;
      preference: string;
    }>('SELECT player_id, activity_id, preference FROM activity_answers');
    expect(before).toHaveLength(2 * COUPLES * ANSWERS_PER_PLAYER);

    // Killed once some answers are sealed and others not.
    const first = await spawnTestServer(database.url, dataDir);
    const total = before.length;
    for (;;) {
      const plain = await plainAnswers(handle.pool);
      if (plain < total && plain > 0) break;
      if (plain === 0) throw new Error('the first start sealed everything before it was killed');
      if (first.child.exitCode !== null)
        throw new Error(`the first start ended:\n${first.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    first.child.kill('SIGKILL');
    await first.exited;
    const leftAfterKill = await plainAnswers(handle.pool);
    expect(leftAfterKill).toBeGreaterThan(0);
    expect(leftAfterKill).toBeLessThan(total);

    const second = await spawnTestServer(database.url, dataDir);
    try {
      await waitUntilHealthy(second, 120_000);
    } finally {
      await second.stop();
    }

    expect(await countPlainValues(handle.db)).toEqual([]);
    const { rows: after } = await handle.pool.query<{
      player_id: string;
      activity_id: string;
      perspective: string;
      preference: string;
    }>('SELECT player_id, activity_id, perspective, preference FROM activity_answers');
    const opened = new Map(
      after.map((row) => {
        expect(isEncryptedValue(row.preference)).toBe(true);
        const id = recordIdOf(row.player_id, row.activity_id, row.perspective);
        return [
          `${row.player_id}/${row.activity_id}`,
          ACTIVITY_PREFERENCE.open(cipher, id, row.preference),
        ];
      }),
    );
    expect(opened.size).toBe(total);
    for (const row of before) {
      expect(PREFERENCES).toContain(opened.get(`${row.player_id}/${row.activity_id}`));
      expect(opened.get(`${row.player_id}/${row.activity_id}`)).toBe(row.preference);
    }
    const { rows: boundaries } = await handle.pool.query<{
      id: string;
      player_id: string;
      boundary: string;
    }>('SELECT id, player_id, boundary FROM hard_boundaries');
    expect(boundaries).toHaveLength(COUPLES);
    for (const row of boundaries)
      expect(HARD_BOUNDARY.open(cipher, row.id, row.boundary)).toBe(
        `Nothing in public, from ${row.player_id}`,
      );
  }, 240_000);
});
