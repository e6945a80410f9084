import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as accounts from '@shared/api/accounts';
import * as quicktasks from '@shared/api/quicktasks';
import { isEncryptedValue } from '../../src/server/crypto/field-cipher';
import { callRoute, callRouteOk } from '../support/server/call-route';
import type { Session } from '../support/server/couples';
import { capturingLogger } from '../support/server/log-capture';
import { playingCouple, type PlayingCouple } from '../support/server/play-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';

// A partner's note on confirming a quick task is kept encrypted at rest
// (docs/matching-and-privacy.md, "Encryption at rest"): a copy of the database shows none of
// it, while the player's data export still gives back exactly what they wrote.

const NOTE_1 = 'zebra-quartz-4412: we lit the candles and took our time';
const NOTE_2 = 'ember-lattice-9087: slower next time, and we said so';

const log = capturingLogger();
let t: TestApp;
let couple: PlayingCouple;
let quiet: PlayingCouple;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' }, { logger: log.logger });
  couple = await playingCouple(t.app);
  quiet = await playingCouple(t.app);
  await playTask(couple, [NOTE_1, NOTE_2]);
  await playTask(quiet, [undefined, undefined]);
});
afterAll(async () => t?.close());

/** Generates and starts the couple's next task, then both confirm it with these notes. */
async function playTask(players: PlayingCouple, notes: [string | undefined, string | undefined]) {
  const params = { id: players.coupleId };
  const task = await callRouteOk(t.app, quicktasks.generateTask, {
    token: players.player1.token,
    params,
  });
  await callRouteOk(t.app, quicktasks.startTask, {
    token: players.player2.token,
    params: { id: task.id },
  });
  const [first, second] = notes;
  for (const [player, note] of [
    [players.player1, first],
    [players.player2, second],
  ] as const) {
    await callRouteOk(t.app, quicktasks.confirmTask, {
      token: player.token,
      params: { id: task.id },
      body: note ? { notes: note } : {},
    });
  }
}

const exportOf = (player: Session) =>
  callRoute(t.app, accounts.exportData, { token: player.token });

async function storedNotes(player: Session) {
  const { rows } = await t.database.pool.query<{ id: string; notes: string | null }>(
    'SELECT id, notes FROM quick_task_confirmations WHERE player_id = $1',
    [player.id],
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('a quick task’s notes at rest', () => {
  it('are stored encrypted, never as the words written', async () => {
    const { rows } = await t.database.pool.query<Record<string, unknown>>(
      'SELECT * FROM quick_task_confirmations',
    );
    const table = JSON.stringify(rows);
    for (const words of ['zebra-quartz-4412', 'ember-lattice-9087', 'candles'])
      expect(table).not.toContain(words);
    const written = [couple.player1, couple.player2].map(async (p) => (await storedNotes(p)).notes);
    for (const stored of await Promise.all(written)) expect(isEncryptedValue(stored!)).toBe(true);
    // A confirmation without a note stays empty: there is nothing to hide.
    expect((await storedNotes(quiet.player1)).notes).toBeNull();
  });

  it('come back exactly as written in each player’s own data export, never the partner’s', async () => {
    const mine = await exportOf(couple.player1);
    const theirs = await exportOf(couple.player2);
    expect(mine.status, mine.response.body).toBe(200);
    expect(theirs.status, theirs.response.body).toBe(200);
    expect(mine.body.play.taskConfirmations.map((c) => c.notes)).toEqual([NOTE_1]);
    expect(theirs.body.play.taskConfirmations.map((c) => c.notes)).toEqual([NOTE_2]);
    expect(JSON.stringify(mine.body)).not.toContain('ember-lattice-9087');
    const none = await exportOf(quiet.player2);
    expect(none.body.play.taskConfirmations.map((c) => c.notes)).toEqual([null]);
  });

  it('moved into another player’s row, refuse to be read there rather than show the other’s words', async () => {
    const original = await storedNotes(couple.player1);
    const target = await storedNotes(quiet.player1);
    await t.database.pool.query('UPDATE quick_task_confirmations SET notes = $2 WHERE id = $1', [
      target.id,
      original.notes,
    ]);

    const reply = await exportOf(quiet.player1);
    expect(reply.status).toBe(500);
    expect(reply.response.json()).toEqual({ message: 'Server error occurred' });
    expect(reply.response.body).not.toContain('zebra-quartz-4412');
    // The log says which value of which row could not be read.
    const failure = log.entries.find(
      (entry) => (entry.err as { type?: string } | undefined)?.type === 'FieldDecryptError',
    );
    expect((failure?.err as { message: string }).message).toContain(
      `quick_task_confirmations.notes of record ${target.id}`,
    );

    // The row it was copied from still reads as written.
    const source = await exportOf(couple.player1);
    expect(source.body.play.taskConfirmations.map((c) => c.notes)).toEqual([NOTE_1]);
  });
});
