import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as couplesApi from '@shared/api/couples';
import { quickTasks } from '../../src/server/db/schema';
import { inTransaction } from '../../src/server/db/transactions';
import { HttpError } from '../../src/server/lib/http-error';
import { callersRecord, type CallersRecordRequest } from '../../src/server/modules/couples';
import { callRouteOk } from '../support/server/call-route';
import { createCouple, type TestCouple } from '../support/server/couple-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';

// callersRecord: the one way a couple's record is reached by its id. Its partners get it;
// anyone else gets exactly the answer an unknown id gets.

const NOT_FOUND = 'Task not found.';

let t: TestApp;
let couple: TestCouple;
let otherCouple: TestCouple;
let taskId: string;

/** A quick task of the couple, written straight to the table the helper reads. */
async function taskOf(of: TestCouple) {
  const [row] = await t.database.db
    .insert(quickTasks)
    .values({
      coupleId: of.coupleId,
      round: 1,
      title: 'Slow dance in the kitchen',
      description: 'One song, no phones.',
      taskType: 'kissing',
      durationMinutes: 5,
      points: 10,
      level: 'Vanilla',
      assignedTo: of.a.id,
      status: 'pending',
      engine: 'test',
    })
    .returning({ id: quickTasks.id });
  return row!.id;
}

const find = (callerId: string, recordId: string, more: Partial<CallersRecordRequest> = {}) =>
  callersRecord(t.database.db, quickTasks, {
    callerId,
    recordId,
    notFoundMessage: NOT_FOUND,
    ...more,
  });

/** What the caller would be answered: the row's id, or the refusal's status and message. */
async function answerTo(callerId: string, recordId: string) {
  try {
    return { id: (await find(callerId, recordId)).id };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.statusCode, message: error.message };
  }
}

beforeAll(async () => {
  t = await createTestApp();
  couple = await createCouple(t.app, t.database.db);
  otherCouple = await createCouple(t.app, t.database.db);
  taskId = await taskOf(couple);
});
afterAll(async () => t?.close());

describe('callersRecord', () => {
  it('gives the record to either partner of its couple', async () => {
    expect(await answerTo(couple.a.id, taskId)).toEqual({ id: taskId });
    expect(await answerTo(couple.b.id, taskId)).toEqual({ id: taskId });
    expect((await find(couple.b.id, taskId.toUpperCase())).coupleId).toBe(couple.coupleId);
  });

  it('answers an outsider exactly as it answers an id that does not exist', async () => {
    const unknown = await answerTo(couple.a.id, crypto.randomUUID());
    expect(unknown).toEqual({ status: 404, message: NOT_FOUND });
    expect(await answerTo(otherCouple.a.id, taskId)).toEqual(unknown);
    expect(await answerTo(otherCouple.b.id, taskId)).toEqual(unknown);
  });

  it('answers a player who is gone with 401, whether or not the record exists', async () => {
    const gone = crypto.randomUUID();
    const unknown = await answerTo(gone, crypto.randomUUID());
    expect(unknown).toEqual({ status: 401, message: 'Please sign in to continue.' });
    expect(await answerTo(gone, taskId)).toEqual(unknown);
  });

  it('holds the row until the transaction ends when asked to lock it', async () => {
    const stillFree = () =>
      t.database.pool.query('SELECT id FROM quick_tasks WHERE id = $1 FOR UPDATE NOWAIT', [taskId]);
    await inTransaction(t.database.db, async (tx) => {
      await callersRecord(tx, quickTasks, {
        callerId: couple.a.id,
        recordId: taskId,
        lock: true,
        notFoundMessage: NOT_FOUND,
      });
      await expect(stillFree()).rejects.toMatchObject({ code: '55P03' });
    });
    await inTransaction(t.database.db, async (tx) => {
      await callersRecord(tx, quickTasks, {
        callerId: couple.a.id,
        recordId: taskId,
        notFoundMessage: NOT_FOUND,
      });
      await expect(stillFree()).resolves.toMatchObject({ rowCount: 1 });
    });
  });

  it('has no members once the couple has ended', async () => {
    const ending = await createCouple(t.app, t.database.db);
    const endingTask = await taskOf(ending);
    await callRouteOk(t.app, couplesApi.endCouple, {
      token: ending.a.token,
      params: { id: ending.coupleId },
    });
    const unknown = await answerTo(ending.a.id, crypto.randomUUID());
    expect(await answerTo(ending.a.id, endingTask)).toEqual(unknown);
    expect(await answerTo(ending.b.id, endingTask)).toEqual(unknown);
  });
});
