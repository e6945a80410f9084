import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumExecutable } from '../support/e2e/chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface AuditRun {
  /** Each category's score, 0 to 100. */
  scores: Record<Category, number>;
  /** The load metrics behind the Performance score, in ms (CLS unitless). */
  metrics: { fcp: number; lcp: number; tbt: number; cls: number; si: number };
  /** Audits that scored below 1 in a category, with what they found ("why the score"). */
  failures: { category: Category; id: string; title: string; display: string }[];
  /**
   * Lighthouse's measure of this machine's speed during the run: the simulated phone's CPU
   * times are this machine's times scaled, so a busy machine (a lower index) scores lower.
   */
  benchmarkIndex: number;
  html: string;
  /** The full result, for reading what a report's page shows in a script. */
  json: string;
}

/** What the browser holds before Lighthouse loads the page (a signed-in player's token). */
export type LocalStorageItems = Record<string, string>;

interface Chromium {
  port: number;
  process: ChildProcess;
  profile: string;
}

/**
 * A fresh headless Chromium with its own profile, so no run inherits another's cache, service
 * worker or storage, listening for DevTools on a free port.
 */
async function launchChromium(): Promise<Chromium> {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-lighthouse-'));
  const executable = chromiumExecutable({ headlessShell: false }) ?? chromium.executablePath();
  const child = spawn(
    executable,
    [
      '--headless=new',
      ...CHROMIUM_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}):\n${output}`));
    });
  });
  return { port, process: child, profile };
}

async function closeChromium(browser: Chromium) {
  const exited = new Promise((resolve) => browser.process.once('exit', resolve));
  browser.process.kill('SIGTERM');
  const timer = setTimeout(() => browser.process.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
  await fs.rm(browser.profile, { recursive: true, force: true });
}

/** Writes `items` into the origin's localStorage, as the web app would have after signing in. */
async function seedLocalStorage(port: number, origin: string, items: LocalStorageItems) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default context.');
    const page = await context.newPage();
    // A plain-text file of the origin: the app itself does not start, so nothing registers.
    await page.goto(`${origin}/robots.txt`);
    await page.evaluate((entries) => {
      // Runs in the page; this file is type-checked without the DOM's types.
      const { localStorage } = globalThis as unknown as {
        localStorage: { setItem(key: string, value: string): void };
      };
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, items);
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run on `url` in its default mode: a mid-range phone on a simulated slow 4G
 * network, the four categories. With `localStorage`, the items are written first and kept
 * (Lighthouse otherwise clears the origin's storage before loading).
 */
export async function auditPage(url: string, localStorage?: LocalStorageItems): Promise<AuditRun> {
  const browser = await launchChromium();
  try {
    if (localStorage) await seedLocalStorage(browser.port, new URL(url).origin, localStorage);
    const result = await lighthouse(url, {
      port: browser.port,
      output: ['html', 'json'],
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: Boolean(localStorage),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const failures = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 1)
        .map((audit) => ({
          category,
          id: audit!.id,
          title: audit!.title,
          display: audit!.displayValue ?? '',
        })),
    );
    return {
      scores,
      metrics: {
        fcp: metric('first-contentful-paint'),
        lcp: metric('largest-contentful-paint'),
        tbt: metric('total-blocking-time'),
        cls: metric('cumulative-layout-shift'),
        si: metric('speed-index'),
      },
      failures,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      html: typeof result.report === 'string' ? result.report : (result.report[0] ?? ''),
      json: typeof result.report === 'string' ? '' : (result.report[1] ?? ''),
    };
  } finally {
    await closeChromium(browser);
  }
}
