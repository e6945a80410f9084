import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgotPassword, register } from '@shared/api/accounts';
import { callRoute } from '../support/server/call-route';
import { mailsTo, MAIL_SUBJECTS, waitForMail } from '../support/server/mailbox';
import { giveConsent, registerPlayer, uniqueEmail } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { TEST_PASSWORD } from '../support/test-passwords';

// Whether an email has an account must not show in how long an answer takes. Calls for a known
// and an unknown email alternate, so whatever else slows the machine slows both alike.
//
// A leak shows in every series of calls; a burst of load on a shared machine shows in one. So
// a series whose medians differ is measured again, up to ROUNDS times, and the test fails only
// when none of them comes out alike.

const CALLS = 40;
const ROUNDS = 3;
const TOLERANCE = 0.2;

let t: TestApp;
let heldForListening = 0;
beforeAll(async () => {
  // At production cost, which is what a difference in the work done would show against;
  // empty variables are unset, so the server reads its defaults.
  t = await createTestApp({ PASSWORD_HASH_MEMORY_KIB: '', PASSWORD_HASH_PASSES: '' });
  // What the app holds from its start (the connection that hears other nodes' notifications) is
  // never idle.
  heldForListening = t.database.pool.totalCount - t.database.pool.idleCount;
});
afterAll(async () => t?.close());

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return (sorted[Math.floor(middle - 0.5)]! + sorted[Math.ceil(middle - 0.5)]!) / 2;
};

/**
 * Waits until no query of the app is running or queued, and then a little more: on a busy
 * database an unknown email's lookup (or a known one's outbox bookkeeping) can still be
 * running after the reply, and would slow whichever call came next.
 */
async function databaseIdle() {
  const { pool } = t.database;
  const pause = () => new Promise((resolve) => setTimeout(resolve, 5));
  while (pool.totalCount - pool.idleCount > heldForListening || pool.waitingCount > 0)
    await pause();
  await new Promise((resolve) => setTimeout(resolve, 20));
}

async function timed<T>(call: () => Promise<T>): Promise<{ ms: number; reply: T }> {
  const start = performance.now();
  const reply = await call();
  return { ms: performance.now() - start, reply };
}

type Series = { first: number[]; second: number[] };

/**
 * Measures a series until the two medians are within TOLERANCE of the larger one, or ROUNDS
 * series have differed; every series is reported when none came out alike.
 */
async function expectAlike(measure: () => Promise<Series>, names: [string, string]) {
  const seen: string[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { first, second } = await measure();
    const [a, b] = [median(first), median(second)];
    const gap = Math.abs(a - b) / Math.max(a, b);
    if (gap < TOLERANCE) return;
    seen.push(`median ${a.toFixed(2)} ms ${names[0]}, ${b.toFixed(2)} ms ${names[1]}`);
  }
  expect.fail(`no series of calls came out alike:\n${seen.join('\n')}`);
}

describe('telling whether an email has an account', () => {
  it('forgot password answers alike, as fast, for a known and an unknown email', async () => {
    const players = await Promise.all([0, 1, 2, 3].map(() => registerPlayer(t.app)));
    // As many addresses without an account, asked in turn like the players': both sides repeat.
    const nobodies = players.map(() => uniqueEmail('nobody'));
    const bodies = new Set<string>();
    const measure = async (): Promise<Series> => {
      const known: number[] = [];
      const unknown: number[] = [];
      /** One call, timed, then its leftover work let finish before anything else is timed. */
      const askFor = async (email: string, knownAccount: boolean) => {
        const linksBefore = mailsTo(t.app, email, MAIL_SUBJECTS.passwordReset).length;
        const answer = await timed(() => callRoute(t.app, forgotPassword, { body: { email } }));
        // A known email's link is made and mailed after the reply; an unknown one's lookup
        // finds nothing. Either way the server then has nothing left to do for this call.
        if (knownAccount) await waitForMail(t.app, email, MAIL_SUBJECTS.passwordReset, linksBefore);
        await databaseIdle();
        expect(answer.reply.status).toBe(200);
        bodies.add(answer.reply.response.body);
        return answer.ms;
      };
      // A few calls first, so neither side pays for the first compilation of a path; then the
      // order alternates, so neither side always follows the other's leftover work.
      for (let i = -3; i < CALLS; i++) {
        const knownEmail = players[Math.abs(i) % players.length]!.email;
        const unknownEmail = nobodies[Math.abs(i) % nobodies.length]!;
        let forKnown: number;
        let forUnknown: number;
        if (i % 2 === 0) {
          forKnown = await askFor(knownEmail, true);
          forUnknown = await askFor(unknownEmail, false);
        } else {
          forUnknown = await askFor(unknownEmail, false);
          forKnown = await askFor(knownEmail, true);
        }
        if (i < 0) continue;
        known.push(forKnown);
        unknown.push(forUnknown);
      }
      return { first: known, second: unknown };
    };
    await expectAlike(measure, ['for a known email', 'for an unknown one']);
    expect(bodies.size).toBe(1);
  });

  it('registering with a taken email takes as long as with a new one', async () => {
    const existing = await registerPlayer(t.app);
    await giveConsent(t.app, existing.email);
    const body = (email: string) => ({
      displayName: 'Sam',
      nickname: null,
      email,
      password: TEST_PASSWORD,
      gender: 0,
      pronouns: null,
      coupleId: null,
    });
    const measure = async (): Promise<Series> => {
      const taken: number[] = [];
      const fresh: number[] = [];
      for (let i = -3; i < CALLS; i++) {
        const email = uniqueEmail('newcomer');
        await giveConsent(t.app, email);
        const forTaken = await timed(() =>
          callRoute(t.app, register, { body: body(existing.email) }),
        );
        const forNew = await timed(() => callRoute(t.app, register, { body: body(email) }));
        expect([forTaken.reply.status, forNew.reply.status]).toEqual([409, 201]);
        if (i < 0) continue;
        taken.push(forTaken.ms);
        fresh.push(forNew.ms);
      }
      return { first: taken, second: fresh };
    };
    await expectAlike(measure, ['for a taken email', 'for a new one']);
    expect(mailsTo(t.app, existing.email, MAIL_SUBJECTS.verification)).toHaveLength(1);
  });
});
