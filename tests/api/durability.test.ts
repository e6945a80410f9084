// Durability (slow: about 70 s on a 2-core machine): two crashes and three server starts on one DATA_DIR.
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GamificationStats } from '@shared/api/gamification';
import type { SurveyStructure } from '@shared/api/survey';
import type { Preference } from '@shared/domain/survey';
import { isRunning } from '../../src/server/db/data-dir-lock';
import { BenchAccounts } from '../bench/accounts-setup';
import { setUpPlayingCouples, type PlayingCouple } from '../bench/couples-setup';
import { fullAnswers, type BenchPlayer } from '../bench/survey-setup';
import { AcknowledgedWrites, caller } from '../support/server/acknowledged-writes';
import { killServerAndPostgres, postmasterPid } from '../support/server/hard-kill';
import {
  freePort,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from '../support/server/server-process';
import type { TestSmtpServer } from '../support/server/smtp';
import { CHEAP_PASSWORD_HASHING } from '../support/test-passwords';

const COUPLES = 25;
/**
 * The crash comes once the 50 clients have this much acknowledged work in flight, however long
 * the machine takes to get there (a slow or busy one takes several times a quick one's seconds),
 * and at the latest after WRITING_LIMIT_MS.
 */
const MIN_ANSWERS = 200;
const MIN_COMPLETIONS = 20;
/** For the run that must lose writes: any acknowledged writes will do. */
const MIN_UNSAFE_WRITES = 200;
const WRITING_LIMIT_MS = 90_000;

let dataDir: string;
let smtp: TestSmtpServer;
let server: ServerProcess;
const started: ServerProcess[] = [];

async function startServer() {
  // A port found free can be taken by another process before the server binds it, on a
  // machine running other tests: then the start is tried again on another port.
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    server = spawnServer({
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      // Fifty players register from this one address.
      AUTH_RATE_LIMIT: '100000',
      ABUSE_RATE_LIMIT: '100000',
      // Fifty sign-ups and sign-ins test no password's strength (password-hashing.test.ts does).
      ...CHEAP_PASSWORD_HASHING,
    });
    started.push(server);
    try {
      await waitUntilHealthy(server, 90_000);
      return;
    } catch (error) {
      if (attempt >= 3 || !server.output().includes('EADDRINUSE')) throw error;
    }
  }
}

const json = async <T>(response: Response): Promise<T> => {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
};
const call = caller(() => server.baseUrl);

async function scoresOf(couple: PlayingCouple) {
  const stats = await call(
    'GET',
    `/api/gamification/couples/${couple.coupleId}/stats`,
    couple.inviter.token,
  );
  const { player1Score, player2Score } = stats.body as GamificationStats;
  return [player1Score, player2Score];
}

/** Current answers of a player, keyed by answer key. */
async function answersOf(player: { token: string }) {
  const mine = await call('GET', '/api/survey/player-responses', player.token);
  return (mine.body as { activities: Record<string, Preference> }).activities;
}

/**
 * Has the 50 players save answers and play quick tasks at once, then kills the server and its
 * PostgreSQL with SIGKILL in the middle of their requests, as soon as `enough` says so.
 */
async function writeThenCrash(
  couples: PlayingCouple[],
  savedOf: (player: BenchPlayer) => Record<string, Preference>,
  enough: (writes: AcknowledgedWrites) => boolean,
) {
  const writes = new AcknowledgedWrites(call);
  const players = couples.flatMap((couple) => [couple.inviter, couple.partner]);
  const clients = Promise.all([
    ...players.map((player, index) => writes.saveAnswers(player, savedOf(player), index * 7)),
    ...couples.map((couple) => writes.playQuickTasks(couple)),
  ]);
  const giveUpAt = Date.now() + WRITING_LIMIT_MS;
  while (!enough(writes) && Date.now() < giveUpAt)
    await new Promise((resolve) => setTimeout(resolve, 25));
  const killed = killServerAndPostgres(server.child.pid!, dataDir);
  await clients;
  await server.exited;
  console.log(
    `durability: killed ${killed.length} processes (server, postmaster and its children) ` +
      `after ${writes.count} acknowledged writes: ${writes.answers.length} survey answers, ` +
      `${writes.tasks.length} quick tasks (${writes.completions} completed)`,
  );
  return writes;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-durability-'));
  // As root, the embedded PostgreSQL runs as the user "postgres", which must enter this folder.
  await fs.chmod(dataDir, 0o755);
  smtp = await BenchAccounts.mailbox();
});

afterAll(async () => {
  await Promise.all(started.map((each) => each.stop('SIGTERM')));
  const pid = postmasterPid(dataDir);
  if (pid && isRunning(pid)) process.kill(pid, 'SIGINT');
  await smtp?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('a crash of the server and its PostgreSQL (SIGKILL) in the middle of writes', () => {
  let couples: PlayingCouple[] = [];
  let saved: Record<string, Preference> = {};

  it('sets up 25 couples through the API, as players would', async () => {
    await startServer();
    const structure = await json<SurveyStructure>(
      await fetch(`${server.baseUrl}/api/survey/structure`),
    );
    saved = fullAnswers(structure);
    const accounts = BenchAccounts.for(smtp, server.baseUrl, json);
    couples = await setUpPlayingCouples({
      baseUrl: server.baseUrl,
      count: COUPLES,
      structure,
      json,
      registerCouple: () => accounts.couple(),
    });
    expect(couples).toHaveLength(COUPLES);
  }, 240_000);

  it('loses no write that was acknowledged, awards no points twice, and restarts by itself', async () => {
    const before = new Map(
      await Promise.all(couples.map(async (c) => [c.coupleId, await scoresOf(c)] as const)),
    );
    const writes = await writeThenCrash(
      couples,
      () => saved,
      (w) => w.answers.length >= MIN_ANSWERS && w.completions >= MIN_COMPLETIONS,
    );
    // The crash came in the middle of real work, with nothing refused before it.
    expect(writes.refusals).toEqual([]);
    expect(writes.answers.length).toBeGreaterThanOrEqual(MIN_ANSWERS);
    expect(writes.completions).toBeGreaterThanOrEqual(MIN_COMPLETIONS);
    // What a crash leaves behind: a lock and a pid file naming processes that are gone.
    expect(existsSync(path.join(dataDir, 'velvet.lock'))).toBe(true);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);

    // The same command on the same DATA_DIR, with no step in between.
    await startServer();
    const { lost, completedPoints } = await writes.findLost(couples);
    console.log(
      `durability: checked ${writes.count} acknowledged writes after the restart, ${lost.length} lost`,
    );
    expect(lost).toEqual([]);
    for (const couple of couples) {
      const [p1, p2] = await scoresOf(couple);
      const [b1, b2] = before.get(couple.coupleId)!;
      // Each completed task's points, once, to each partner: no more, no less.
      const points = completedPoints.get(couple.coupleId)!;
      expect({ couple: couple.coupleId, gained: [p1! - b1!, p2! - b2!] }).toEqual({
        couple: couple.coupleId,
        gained: [points, points],
      });
    }
  }, 240_000);

  // Proves the check above can fail: with these settings PostgreSQL acknowledges a commit
  // before its WAL is written, and the crash takes the last of them with it. The WAL writer
  // still writes every page as it fills, so only the commits on the last, unfilled page are
  // lost; without full-page images each write is small enough for that page to hold several.
  it('finds the lost writes of a PostgreSQL that acknowledges commits before writing them', async () => {
    await fs.appendFile(
      path.join(dataDir, 'postgres', 'postgresql.conf'),
      '\nsynchronous_commit = off\nwal_writer_delay = 10s\nfull_page_writes = off\n',
    );
    // Only the server is killed this time: its PostgreSQL lives on, orphaned, holding the
    // cluster. The restart must stop it itself (it then reads the settings above).
    const orphan = postmasterPid(dataDir)!;
    expect(await server.stop('SIGKILL', 0)).toBeNull();
    expect(isRunning(orphan)).toBe(true);
    await startServer();
    expect(server.output()).toContain('stopping the PostgreSQL left running by a previous Velvet');
    expect(isRunning(orphan)).toBe(false);
    const current = new Map<BenchPlayer, Record<string, Preference>>();
    for (const couple of couples) {
      for (const player of [couple.inviter, couple.partner])
        current.set(player, await answersOf(player));
    }
    const writes = await writeThenCrash(
      couples,
      (player) => current.get(player)!,
      (w) => w.count >= MIN_UNSAFE_WRITES,
    );
    await startServer();
    const { lost } = await writes.findLost(couples);
    console.log(
      `durability without synchronous commits: ${lost.length} of ${writes.count} acknowledged writes lost`,
    );
    expect(lost.length).toBeGreaterThan(0);
  }, 240_000);
});
