import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmTask, generateTask, startTask } from '@shared/api/quicktasks';
import { coupleSummary } from '@shared/api/results';
import { getStructure, respondOption } from '@shared/api/survey';
import { writeBackup } from '../../src/server/backup/create-backup';
import { adventureAt, adventureCalls } from '../support/server/adventure-fixture';
import { callRouteOk } from '../support/server/call-route';
import { sessionAt } from '../support/server/coach-fixture';
import { dareCalls } from '../support/server/dare-fixture';
import { playingCouple, type PlayingCouple } from '../support/server/play-fixture';
import { sendSupportMessage, validSupportMessage } from '../support/server/support-messages';
import { createTestApp, type TestApp } from '../support/server/test-app';

// What a couple confides, written through the API with words no catalogue holds, then the
// whole database copied as a backup copies it (COPY of every table, in one snapshot): the copy
// must hold none of those words, and none of what Velvet wrote back to them.

const WORDS = {
  support: 'zebra-quartz-4412 our question for staff',
  subject: 'marmalade-kettle-9071 subject',
  taskNote: 'lantern-pebble-5523 we loved this',
  teaser: 'saffron-violin-3384 tonight?',
  reflection: 'walnut-comet-6617 it was wonderful',
  dare: 'juniper-anchor-2290 dance for me in the hallway',
  coachAnswer: 'cobalt-meadow-8846 slowly and with laughter',
};

let t: TestApp;
let couple: PlayingCouple;
let dir: string;
/** Texts Velvet itself wrote for the couple and stored: they must not be in the copy either. */
const written: string[] = [];
/** The general question player 2 answered, and the format they chose. */
let chosen: { questionId: string; formatId: string };

beforeAll(async () => {
  t = await createTestApp();
  couple = await playingCouple(t.app);
  dir = mkdtempSync(path.join(tmpdir(), 'velvet-dump-'));
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function fillEverything() {
  const { player1, player2, coupleId } = couple;

  // Which option a partner picked for a general question: its format's id is no secret in
  // the format's own row, but must not be readable in the answer's.
  const [question] = (await callRouteOk(t.app, getStructure)).questions;
  const format = question!.options.at(-1)!;
  await callRouteOk(t.app, respondOption, {
    token: player2.token,
    body: { questionId: question!.id, optionId: format.id },
  });
  chosen = { questionId: question!.id, formatId: format.id };

  const sent = await sendSupportMessage(
    t,
    validSupportMessage({ subject: WORDS.subject, message: WORDS.support }),
    { token: player1.token },
  );
  expect(sent.statusCode).toBe(201);

  const task = await callRouteOk(t.app, generateTask, {
    token: player1.token,
    params: { id: coupleId },
  });
  await callRouteOk(t.app, startTask, { token: player2.token, params: { id: task.id } });
  await callRouteOk(t.app, confirmTask, {
    token: player2.token,
    params: { id: task.id },
    body: { notes: WORDS.taskNote },
  });

  const adventures = adventureCalls(t.app);
  const draft = await adventureAt(t.app, couple, 'draft');
  expect((await adventures.confirm(player1, draft, WORDS.teaser)).status).toBe(200);
  expect((await adventures.respond(player2, draft, 'accepted')).status).toBe(200);
  expect((await adventures.complete(player1, draft)).status).toBe(200);
  expect((await adventures.feedback(player2, draft, WORDS.reflection)).status).toBe(200);

  const dares = dareCalls(t.app);
  const custom = await dares.generate(player1, {
    coupleId,
    receiverId: player2.id,
    difficultyLevel: 'romantic',
    customText: WORDS.dare,
  });
  expect(custom.status).toBe(201);
  const options = await dares.options(player1, {
    coupleId,
    receiverId: player2.id,
    difficultyLevel: 'romantic',
  });
  expect(options.status).toBe(200);
  written.push(...(options.body ?? []).map((option) => option.dareText));

  // The relationship summary is written from what both welcome.
  const summary = await callRouteOk(t.app, coupleSummary, { token: player1.token, body: {} });
  written.push(...summary.summary.split('\n').filter((line) => line.trim().length > 20));

  const session = await sessionAt(t.app, couple, 'completed', { answer: WORDS.coachAnswer });
  written.push(...(session.previousAnswers ?? []).map((answered) => answered.question));
  if (session.summary) written.push(session.summary);
}

describe('a copy of the database', () => {
  it('holds none of what a couple confided, nor what Velvet wrote back to them', async () => {
    await fillEverything();
    const file = path.join(dir, 'copy.velvet-backup.gz');
    await writeBackup(t.database.pool, file);
    const copy = gunzipSync(readFileSync(file)).toString('utf8');

    // The copy is a real one: the couple's ids are in it.
    expect(copy.includes(couple.coupleId)).toBe(true);
    for (const words of Object.values(WORDS)) {
      const marker = words.split(' ')[0]!;
      expect(copy.includes(marker), `the copy holds ${marker}`).toBe(false);
    }
    // Player 2's answer row (player, question, choice, time) is there, its choice sealed.
    const answerRows = copy
      .split('\n')
      .filter((line) => line.startsWith(`${couple.player2.id}\t${chosen.questionId}\t`));
    expect(answerRows).toHaveLength(1);
    expect(answerRows[0]).not.toContain(chosen.formatId);
    expect(written.length).toBeGreaterThan(3);
    for (const text of written) expect(copy.includes(text), `the copy holds "${text}"`).toBe(false);
  });
});
