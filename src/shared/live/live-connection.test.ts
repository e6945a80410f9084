import { describe, expect, it } from 'vitest';
import type { LiveTopic } from '../domain/live-topics';
import { createLiveConnection, type OpenedStream } from './live-connection';

/** A stream body the test writes to and ends. */
function streamBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    body,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

function harness(answers: Array<() => OpenedStream>) {
  const asked: Array<string | null> = [];
  const changes: LiveTopic[][] = [];
  const seen = { resyncs: 0, refused: 0 };
  const timers: Array<() => void> = [];
  const connection = createLiveConnection({
    open: async (lastEventId) => {
      asked.push(lastEventId);
      const next = answers.shift();
      if (!next) throw new Error('offline');
      return next();
    },
    onChange: (topics) => changes.push(topics),
    onResync: () => (seen.resyncs += 1),
    onUnauthorized: () => (seen.refused += 1),
    setTimer: (callback) => timers.push(callback),
    clearTimer: () => undefined,
  });
  return { connection, asked, changes, seen, timers };
}

describe('the live connection', () => {
  it('passes on the topics of each change and resumes after the last id it was given', async () => {
    const first = streamBody();
    const second = streamBody();
    const { connection, asked, changes, timers } = harness([
      () => ({ status: 200, body: first.body }),
      () => ({ status: 200, body: second.body }),
    ]);
    connection.start();
    await settle();
    first.write('id: 7\nretry: 2000\n: connected\n\n');
    first.write('id: 8\nevent: change\ndata: {"topics":["quicktasks","nonsense"]}\n\n');
    first.write(': heartbeat\n\n');
    await settle();
    expect(changes).toEqual([['quicktasks']]);

    first.end();
    await settle();
    timers.shift()?.();
    await settle();
    expect(asked).toEqual([null, '8']);
    connection.stop();
  });

  it('tells of a resync, and stops for good when the token is refused', async () => {
    const body = streamBody();
    const { connection, seen, timers } = harness([
      () => ({ status: 200, body: body.body }),
      () => ({ status: 401, body: null }),
    ]);
    connection.start();
    await settle();
    body.write('id: 3\nevent: resync\ndata: {}\n\n');
    body.end();
    await settle();
    expect(seen.resyncs).toBe(1);
    timers.shift()?.();
    await settle();
    expect(seen.refused).toBe(1);
    expect(timers).toHaveLength(0);
  });
});
