// npm run bench: starts the real server on a fresh embedded PostgreSQL and measures its
// routes on loopback in one run, alternating targets so machine noise hits them alike.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startVelvetServer } from '../support/e2e/velvet-server';
import type { SurveyStructure } from '@shared/api/survey';
import { BenchAccounts } from './accounts-setup';
import { measure, median, type LoadResult, type LoadTarget } from './load';
import { startReferenceServer } from './reference-server';
import { measureStartTime } from './start-time';
import { setUpPlayingCouples } from './couples-setup';
import { gameTargets } from './game-targets';
import { completeSurvey, fullAnswers, type BenchPlayer } from './survey-setup';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const NOTIFICATIONS = 10;
const PLAYING_COUPLES = 50;

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function etagOf(url: string, token: string): Promise<string> {
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const etag = response.headers.get('etag');
  if (!response.ok || !etag) throw new Error(`${url}: no ETag (${response.status})`);
  return etag;
}

async function main() {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-bench-'));
  await fs.chmod(workDir, 0o755);
  const smtp = await BenchAccounts.mailbox();
  // The default log level, as an operator runs it.
  const server = await startVelvetServer(
    { DATA_DIR: path.join(workDir, 'data'), SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '100000' },
    path.join(workDir, 'server.log'),
  );
  const reference = await startReferenceServer();
  try {
    const accounts = BenchAccounts.for(smtp, server.baseUrl, json);
    const registerCouple = () => accounts.couple();
    const player = await accounts.player();
    await accounts.notifications(player, NOTIFICATIONS);
    const notificationsUrl = `${server.baseUrl}/api/notifications`;
    const etag = await etagOf(notificationsUrl, player.token);
    const auth = { authorization: `Bearer ${player.token}` };

    const structure = await json<SurveyStructure>(
      await fetch(`${server.baseUrl}/api/survey/structure`),
    );
    const couple = await registerCouple();
    for (const member of [couple.inviter, couple.partner]) {
      await completeSurvey(server.baseUrl, json, member as BenchPlayer, structure);
    }
    const savers: { token: string }[] = [];
    for (let i = 0; i < CONNECTIONS; i++) savers.push(await accounts.player());
    const playing = await setUpPlayingCouples({
      baseUrl: server.baseUrl,
      count: PLAYING_COUPLES,
      structure,
      json,
      registerCouple,
    });
    const answers = fullAnswers(structure);
    const answerCount = Object.keys(answers).length;
    const jsonPost = { 'content-type': 'application/json' };

    const targets: LoadTarget[] = [
      { name: 'reference: bare Fastify hello-world', url: reference.url },
      {
        name: 'GET /api/version',
        url: `${server.baseUrl}/api/version`,
        goal: { minRatio: 0.5, maxP99Ms: 25 },
      },
      {
        name: 'GET /api/players/{id} (authenticated)',
        url: `${server.baseUrl}/api/players/${player.id}`,
        headers: auth,
      },
      {
        name: `notification poll, 200 (${NOTIFICATIONS} items)`,
        url: notificationsUrl,
        headers: auth,
      },
      {
        name: 'notification poll, 304 (unchanged)',
        url: notificationsUrl,
        headers: { ...auth, 'if-none-match': etag },
        expectStatus: 304,
        goal: { minRatio: 0.3, maxP99Ms: 25 },
      },
      {
        name: `bulk save of ${answerCount} answers (${savers.length} players)`,
        url: `${server.baseUrl}/api/survey/respond/activities-bulk`,
        method: 'POST',
        headers: jsonPost,
        body: JSON.stringify({ preferences: answers }),
        rotateHeaders: savers.map((saver) => ({ authorization: `Bearer ${saver.token}` })),
      },
      {
        name: 'compare a full survey (POST /api/ynm/compare)',
        url: `${server.baseUrl}/api/ynm/compare`,
        method: 'POST',
        headers: { ...jsonPost, authorization: `Bearer ${couple.inviter.token}` },
        body: JSON.stringify({ coupleId: couple.coupleId }),
      },
      ...gameTargets(server.baseUrl, playing),
    ];
    const rounds: LoadResult[][] = targets.map(() => []);
    for (const target of targets) await measure(target, CONNECTIONS, 1); // warm-up
    for (let round = 0; round < ROUNDS; round++) {
      for (const [index, target] of targets.entries())
        rounds[index]!.push(await measure(target, CONNECTIONS, SECONDS));
    }
    console.log(
      `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s per route, medians of the rounds (${os.cpus().length} cores)\n`,
    );
    const bare = median(rounds[0]!.map((r) => r.requestsPerSecond));
    const verdicts: string[] = [];
    const notes: string[] = [];
    console.log(
      'route'.padEnd(52),
      'req/s'.padStart(9),
      'p99 ms'.padStart(8),
      'ratio'.padStart(7),
      'errors'.padStart(7),
    );
    for (const [index, target] of targets.entries()) {
      const results = rounds[index]!;
      const rps = median(results.map((r) => r.requestsPerSecond));
      const p99 = median(results.map((r) => r.p99Ms));
      const failures = results.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
      console.log(
        target.name.padEnd(52),
        rps.toFixed(0).padStart(9),
        p99.toFixed(1).padStart(8),
        `${((rps / bare) * 100).toFixed(0)}%`.padStart(7),
        String(failures).padStart(7),
      );
      if (target.note) notes.push(target.note(rps));
      if (target.goal) {
        const { minRatio, maxP99Ms } = target.goal;
        const met = rps / bare >= minRatio && p99 < maxP99Ms && failures === 0;
        verdicts.push(
          `${met ? 'met' : 'MISSED'}: ${target.name} at least ${minRatio * 100}% of the bare Fastify hello-world with p99 under ${maxP99Ms} ms`,
        );
      }
    }
    if (notes.length) console.log(`\n${notes.join('\n')}`);
    if (verdicts.length) console.log(`\n${verdicts.join('\n')}`);
  } finally {
    reference.stop();
    await server.stop();
    await smtp.close();
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

async function benchmark() {
  await main();
  await measureStartTime();
}

void benchmark().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
