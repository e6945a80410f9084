// The one test command: type check, lint, unit and API tests, builds, end-to-end tests.
// Every step runs even after a failure, so one run reports everything; the exit code and the
// closing "tests: N passed, N failed" line cover all of them.
//
// Two lanes run side by side, one a core: the server's unit and API tests (the longest step,
// starting their own PostgreSQL) in one; the static checks, the builds and the screens' tests
// (jsdom, no database) in the other, so the screens' tests no longer wait for the server's. The
// end-to-end tests need the web build and both cores, so they run once both lanes are done. The type
// check, lint and format keep their caches under .tmp and node_modules/.cache, so a second
// run checks only what changed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const node = process.execPath;
const bin = (pkg, file) => `node_modules/${pkg}/${file}`;
mkdirSync('.tmp', { recursive: true });
const vitestReport = '.tmp/vitest-report.json';
const rendererReport = '.tmp/vitest-renderer-report.json';
const playwrightReport = '.tmp/playwright-report.json';
rmSync(vitestReport, { force: true });
rmSync(rendererReport, { force: true });
rmSync(playwrightReport, { force: true });

const step = (name, args, env) => ({ name, args, env });
/** One Vitest run of the named projects, with its JSON report for the summary. */
const vitestStep = (name, projects, report, options = []) =>
  step(name, [
    bin('vitest', 'vitest.mjs'),
    'run',
    ...projects.flatMap((project) => ['--project', project]),
    ...options,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
  ]);
const staticChecksAndBuilds = [
  // The solution (tsconfig.json), built incrementally (its state in .tmp/tsc): src/shared is
  // its own project, checked once for the server, the renderer and the end-to-end tests.
  step('type check', [bin('typescript', 'bin/tsc'), '-b']),
  step('lint', [
    bin('eslint', 'bin/eslint.js'),
    '.',
    '--max-warnings',
    '0',
    '--cache',
    '--cache-location',
    'node_modules/.cache/eslint/',
  ]),
  step('format', [
    bin('prettier', 'bin/prettier.cjs'),
    '--check',
    '.',
    '--log-level',
    'warn',
    '--cache',
    '--cache-location',
    'node_modules/.cache/prettier/.prettier-cache',
  ]),
  step('build web app', [
    bin('vite', 'bin/vite.js'),
    'build',
    '--config',
    'web/vite.config.ts',
    '--logLevel',
    'warn',
  ]),
  step('build desktop app', [
    bin('electron-vite', 'bin/electron-vite.js'),
    'build',
    '--logLevel',
    'warn',
  ]),
  // Scans the out/ just built; fails on any finding not waived in electronegativity-waivers.json.
  step('Electron security (Electronegativity)', ['scripts/electronegativity.mjs']),
  vitestStep('screen tests (renderer)', ['renderer'], rendererReport),
];
// Three workers on two cores: the server's tests spend much of their time waiting on
// PostgreSQL, and a third worker fills those waits (about a third sooner than two).
const unitTests = [
  vitestStep('unit and API tests', ['node', 'main'], vitestReport, ['--maxWorkers=3']),
];
const endToEnd = step(
  'end-to-end tests (web in Chromium; desktop in Electron where installed)',
  [bin('@playwright/test', 'cli.js'), 'test', '--reporter=list,json'],
  { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
);

const results = [];
const started = Date.now();

/**
 * Runs one step. A step of the lane that streams prints as it goes; the other lane's output
 * is held and printed whole when its step ends, so the two never interleave line by line.
 */
function run({ name, args, env }, { stream }) {
  const began = Date.now();
  if (stream) console.log(`\n=== ${name} ===`);
  return new Promise((resolve) => {
    const child = spawn(node, args, {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const held = [];
    child.stdout?.on('data', (chunk) => held.push(chunk));
    child.stderr?.on('data', (chunk) => held.push(chunk));
    child.on('close', (status) => {
      const seconds = ((Date.now() - began) / 1000).toFixed(1);
      if (!stream) {
        console.log(`\n=== ${name} (${seconds} s) ===`);
        process.stdout.write(Buffer.concat(held));
      }
      results.push({ name, ok: status === 0, seconds });
      resolve();
    });
  });
}

async function lane(steps, options) {
  for (const each of steps) await run(each, options);
}

await Promise.all([
  lane(unitTests, { stream: true }),
  lane(staticChecksAndBuilds, { stream: false }),
]);
await run(endToEnd, { stream: true });

let passed = 0;
let failed = 0;
/** The name of every failed test, printed in the summary so the end of a log says what broke. */
const failedNames = [];
let skipped = 0;
/** End-to-end tests that failed once and passed when run again (CI retries once). */
let passedOnRetry = 0;
for (const [report, stepName] of [
  [vitestReport, 'unit and API tests'],
  [rendererReport, 'screen tests (renderer)'],
]) {
  if (!existsSync(report)) continue;
  const vitest = JSON.parse(readFileSync(report, 'utf8'));
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  // The report decides, not only vitest's exit status: a failed test fails the step.
  const vitestStepResult = results.find((r) => r.name === stepName);
  if (vitestStepResult && vitest.numFailedTests > 0) vitestStepResult.ok = false;
  skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  for (const file of vitest.testResults ?? [])
    for (const test of file.assertionResults ?? [])
      if (test.status === 'failed')
        failedNames.push(`${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}`);
}
if (existsSync(playwrightReport)) {
  const { stats, suites } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += stats.expected + stats.flaky;
  passedOnRetry = stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        if (test.status === 'unexpected')
          failedNames.push(`${spec.file}:${spec.line} [${test.projectName}] › ${spec.title}`);
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of suites ?? []) walk(suite);
}

console.log('\n=== summary ===');
// In the order the steps finished; the lanes overlap, so the wall time is below their sum.
for (const { name, ok, seconds } of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)`);
for (const name of failedNames) console.log(`failed: ${name}`);
console.log(`wall time: ${((Date.now() - started) / 1000).toFixed(1)} s`);
const stepFailures = results.filter((r) => !r.ok).length;
if (stepFailures > 0 && failed === 0) failed = stepFailures;
// The desktop (Electron) project skips itself where it cannot run (no Electron binary, no
// display): say so plainly rather than only counting the skips.
function desktopSkipReason(report) {
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? [])
      tests.push(...spec.tests.filter((t) => t.projectName === 'electron'));
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  if (tests.length === 0 || tests.some((t) => t.status !== 'skipped')) return undefined;
  const skip = tests.flatMap((t) => t.annotations ?? []).find((a) => a.type === 'skip');
  return (skip?.description ?? 'no reason given').replace(': desktop suite skipped', '');
}
const desktopSkip =
  existsSync(playwrightReport) &&
  desktopSkipReason(JSON.parse(readFileSync(playwrightReport, 'utf8')));
if (desktopSkip) console.log(`Desktop (Electron) suite: skipped — ${desktopSkip}`);
console.log(
  `tests: ${passed} passed${passedOnRetry ? ` (${passedOnRetry} only when run again)` : ''},` +
    ` ${failed} failed, ${skipped} skipped`,
);
process.exit(stepFailures > 0 ? 1 : 0);
