// npm run lighthouse: builds the web app from the current sources, starts the real server on a
// fresh embedded PostgreSQL, signs a player up through the API and scores the landing, login
// and dashboard pages with Lighthouse in its mobile mode, the median of several runs each.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startVelvetServer } from '../support/e2e/velvet-server';
import { BenchAccounts } from './accounts-setup';
import { median } from './load';
import {
  auditPage,
  CATEGORIES,
  type AuditRun,
  type Category,
  type LocalStorageItems,
} from './lighthouse-run';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Some of the pages only, by name (LIGHTHOUSE_PAGES=landing,login): quicker while iterating. */
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());

/** The targets; SEO counts only where search engines are meant to look. */
const TARGETS: Record<Category, { min: number; publicOnly?: boolean }> = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  'best-practices': { min: 95 },
  seo: { min: 95, publicOnly: true },
};

interface PageToAudit {
  name: string;
  path: string;
  isPublic: boolean;
  signedIn?: boolean;
}

const PAGES: PageToAudit[] = [
  { name: 'landing', path: '/', isPublic: true },
  { name: 'login', path: '/login', isPublic: true },
  { name: 'dashboard', path: '/dashboard', isPublic: false, signedIn: true },
];

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const pad = (text: string, width: number) => text.padEnd(width);
const ms = (value: number) => `${(value / 1000).toFixed(2)} s`;

function printPage(page: PageToAudit, runs: AuditRun[], verdicts: string[]) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))]),
  ) as Record<Category, number>;
  const metric = (key: keyof AuditRun['metrics']) => median(runs.map((run) => run.metrics[key]));
  console.log(
    `${pad(page.name, 10)} ${CATEGORIES.map((id) => pad(String(scores[id]), 15)).join('')}` +
      `FCP ${ms(metric('fcp'))}  LCP ${ms(metric('lcp'))}  TBT ${Math.round(metric('tbt'))} ms` +
      `  CLS ${metric('cls').toFixed(3)}  machine ${Math.round(median(runs.map((run) => run.benchmarkIndex)))}` +
      `   (runs: ${runs
        .map((run) => CATEGORIES.map((id) => run.scores[id]).join('/'))
        .join(', ')})`,
  );
  for (const id of CATEGORIES) {
    const target = TARGETS[id];
    if (target.publicOnly && !page.isPublic) continue;
    const met = scores[id] >= target.min;
    const bound = target.min === 100 ? '100' : `>= ${target.min}`;
    verdicts.push(`${met ? 'met' : 'MISSED'}: ${page.name} ${id} ${scores[id]} (${bound})`);
    if (met) continue;
    // What held the score down in any run, so a miss says where to look.
    const seen = new Set<string>();
    for (const failure of runs.flatMap((run) => run.failures)) {
      if (failure.category !== id || seen.has(failure.id)) continue;
      seen.add(failure.id);
      verdicts.push(`    ${failure.id}: ${failure.title} ${failure.display}`.trimEnd());
    }
  }
}

/**
 * Lighthouse now and then fails to record a load on a busy machine (NO_NAVSTART, NO_FCP in a
 * frozen tab); such a run measured nothing, so it is made again, a few times at most.
 */
async function auditWithRetry(url: string, localStorage?: LocalStorageItems): Promise<AuditRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditPage(url, localStorage);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`Run again: ${(error as Error).message}`);
    }
  }
}

async function main() {
  const workDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-lighthouse-'));
  await fs.chmod(workDir, 0o755);
  // A build of its own, so a rebuild of dist/web during the run cannot swap the pages' files.
  const webDist = path.join(workDir, 'web');
  execFileSync(
    process.execPath,
    [
      'node_modules/vite/bin/vite.js',
      'build',
      '--config',
      'web/vite.config.ts',
      '--outDir',
      webDist,
      '--logLevel',
      'warn',
    ],
    { stdio: 'inherit' },
  );
  const reportDir = path.resolve(process.env.LIGHTHOUSE_REPORTS ?? 'test-results/lighthouse');
  await fs.mkdir(reportDir, { recursive: true });
  const smtp = await BenchAccounts.mailbox();
  const server = await startVelvetServer(
    { DATA_DIR: path.join(workDir, 'data'), SMTP_URL: smtp.url, WEB_DIST: webDist },
    path.join(workDir, 'server.log'),
  );
  try {
    const player = await BenchAccounts.for(smtp, server.baseUrl, json).player();
    // Where the web app keeps a signed-in session (src/renderer/platform/web.ts).
    const session = { token: player.token, userId: player.id };

    console.log(
      `Lighthouse, mobile (simulated slow 4G, 4x CPU slowdown), median of ${RUNS} runs per page\n`,
    );
    console.log(`${pad('page', 10)} ${CATEGORIES.map((id) => pad(id, 15)).join('')}metrics`);
    const verdicts: string[] = [];
    for (const page of PAGES.filter((candidate) => !ONLY || ONLY.includes(candidate.name))) {
      const runs: AuditRun[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const result = await auditWithRetry(
          `${server.baseUrl}${page.path}`,
          page.signedIn ? session : undefined,
        );
        await fs.writeFile(path.join(reportDir, `${page.name}-${run}.html`), result.html);
        await fs.writeFile(path.join(reportDir, `${page.name}-${run}.json`), result.json);
        runs.push(result);
      }
      printPage(page, runs, verdicts);
    }
    console.log(`\n${verdicts.join('\n')}`);
    console.log(
      '\n"machine" is Lighthouse\'s benchmark index of this computer during the runs (higher is' +
        ' faster); the simulated phone scales its CPU times, so figures taken while the machine' +
        ' is busy (an index far below 1000) read low.',
    );
    console.log(`\nReports: ${reportDir}`);
  } finally {
    await server.stop();
    await smtp.close();
    await fs.rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
