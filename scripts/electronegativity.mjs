// Electron security gate: runs Electronegativity (@doyensec/electronegativity) over the built desktop
// app and fails on any finding that electronegativity-waivers.json does not waive with a reason.
//
//   npm run security:electron                           build out/, then scan it
//   node scripts/electronegativity.mjs                  scan the existing out/ (test-all, after its build)
//   node scripts/electronegativity.mjs --input <dir>    scan another directory (also ELECTRONEGATIVITY_INPUT)
//
// Why the built out/ and not src/: it is what ships (src/shared and bundled dependencies included)
// and it is plain JavaScript, whereas the scanner parses TypeScript with a fixed list of Babel
// plugins (newer syntax fails) and runs its scope analysis only on JavaScript. Electronegativity
// skips .cjs/.mjs files, so the sandboxed preloads (out/preload/*.cjs) are scanned from a staged
// copy named *.cjs.js; findings are reported against the real paths.
//
// Electronegativity itself always exits 0, reports parse failures only on the console and never
// lists the files it read, so this script stages the files itself, calls its programmatic API and
// fails when a file could not be analysed or the scan did not cover the app (main entry, preloads,
// renderer HTML). Report: .tmp/electronegativity-report.json.
import { createRequire } from 'node:module';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = process.cwd();
const waiversFile = 'electronegativity-waivers.json';
const reportFile = '.tmp/electronegativity-report.json';
const codeContextLines = 12;

// Checks that cannot work here. AvailableSecurityFixesGlobalCheck downloads Electron's release list
// from GitHub on every run (no network in CI; offline it crashes the process), and
// ElectronVersionJSONCheck only feeds it (on its own it reports the Electron version, not a
// weakness). Keeping Electron patched is the job of dependency updates.
const excludedChecks = ['AvailableSecurityFixesGlobalCheck', 'ElectronVersionJSONCheck'];

const scriptExtensions = new Set(['.js', '.jsx', '.ts', '.tsx', '.cjs', '.mjs']);
const htmlExtensions = new Set(['.html', '.htm']);

const failures = [];
const warnings = [];
const toPosix = (p) => p.split(path.sep).join('/');
const display = (abs) => {
  const rel = path.relative(root, abs);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? toPosix(rel) : toPosix(abs);
};

// ---- options ---------------------------------------------------------------------------------
const args = process.argv.slice(2);
let customInput = process.env.ELECTRONEGATIVITY_INPUT || undefined;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--input' || args[i] === '-i') customInput = args[++i];
  else if (args[i].startsWith('--input=')) customInput = args[i].slice('--input='.length);
  else {
    console.error(`electronegativity gate: unknown argument ${args[i]}`);
    process.exit(2);
  }
}

// ---- waivers ---------------------------------------------------------------------------------
function loadWaivers() {
  let data;
  try {
    data = JSON.parse(readFileSync(path.join(root, waiversFile), 'utf8'));
  } catch (error) {
    failures.push(`${waiversFile}: cannot be read (${error.message})`);
    return [];
  }
  if (!Array.isArray(data?.waivers)) {
    failures.push(`${waiversFile}: expected a "waivers" array`);
    return [];
  }
  const allowed = new Set(['check', 'file', 'code', 'evidence', 'reason']);
  return data.waivers.map((waiver, index) => {
    const where = `${waiversFile} waivers[${index}]`;
    const problems = [];
    if (typeof waiver !== 'object' || waiver === null) problems.push('is not an object');
    else {
      for (const key of Object.keys(waiver))
        if (!allowed.has(key)) problems.push(`unknown key "${key}"`);
      if (typeof waiver.check !== 'string' || !/^[A-Z0-9_]+$/.test(waiver.check))
        problems.push('"check" must be a check id such as CONTEXT_ISOLATION_JS_CHECK');
      if (typeof waiver.file !== 'string' || waiver.file.trim() === '')
        problems.push('"file" must be a path or glob');
      if (typeof waiver.reason !== 'string' || waiver.reason.trim() === '')
        problems.push('"reason" is required and must say why the finding is acceptable');
      if (waiver.code !== undefined) problems.push(...regexProblems(waiver.code, '"code"'));
      if (waiver.evidence !== undefined) {
        if (!Array.isArray(waiver.evidence)) problems.push('"evidence" must be an array');
        else
          waiver.evidence.forEach((item, i) => {
            const name = `"evidence"[${i}]`;
            if (typeof item?.file !== 'string' || item.file.trim() === '')
              problems.push(`${name}.file must be a path or glob of a scanned file`);
            problems.push(...regexProblems(item?.code, `${name}.code`));
            for (const key of Object.keys(item ?? {}))
              if (key !== 'file' && key !== 'code') problems.push(`${name}: unknown key "${key}"`);
          });
      }
    }
    for (const problem of problems) failures.push(`${where}: ${problem}`);
    if (problems.length > 0) return null;
    return {
      ...waiver,
      index,
      fileRegex: globToRegExp(waiver.file),
      codeRegex: waiver.code === undefined ? undefined : new RegExp(waiver.code),
      evidence: (waiver.evidence ?? []).map((item) => ({ ...item, regex: new RegExp(item.code) })),
      used: 0,
    };
  });
}

function regexProblems(source, name) {
  if (typeof source !== 'string' || source === '') return [`${name} must be a regular expression`];
  try {
    new RegExp(source);
    return [];
  } catch (error) {
    return [`${name} is not a valid regular expression (${error.message})`];
  }
}

/**
 * A waiver with evidence only applies while the code that justifies it is still in the scanned
 * files, e.g. the helper that sets the preferences the scanner cannot see. Returns why it does
 * not apply, if so.
 */
function missingEvidence(waiver, targets) {
  for (const item of waiver.evidence) {
    const files = targets.filter((t) => globToRegExp(item.file).test(t.shown));
    if (files.length === 0) return `no scanned file matches ${item.file}`;
    if (!files.some((t) => item.regex.test(readFileSync(t.abs, 'utf8'))))
      return `${item.file} no longer matches ${JSON.stringify(item.code)}`;
  }
  return undefined;
}

function globToRegExp(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      source += '.*';
      i++;
      if (glob[i + 1] === '/') i++;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

// ---- what to scan ----------------------------------------------------------------------------
function walk(dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...walk(full));
    else if (entry.isFile()) files.push(full);
  }
  return files;
}

const isScannable = (file) => {
  const ext = path.extname(file).toLowerCase();
  return (
    scriptExtensions.has(ext) || htmlExtensions.has(ext) || path.basename(file) === 'package.json'
  );
};

/** Source files to scan, each with the path the scanner sees (relative to the staging directory). */
function collectTargets() {
  const targets = [];
  const add = (abs, base) => {
    const rel = toPosix(path.relative(base, abs));
    const ext = path.extname(abs).toLowerCase();
    // The scanner ignores .cjs and .mjs: stage them as *.cjs.js / *.mjs.js (unique, still readable).
    const staged = ext === '.cjs' || ext === '.mjs' ? `${rel}.js` : rel;
    targets.push({ abs, shown: display(abs), staged });
  };
  if (customInput) {
    const input = path.resolve(root, customInput);
    if (!existsSync(input)) {
      failures.push(`input ${customInput} does not exist`);
      return targets;
    }
    if (statSync(input).isDirectory()) {
      for (const file of walk(input)) if (isScannable(file)) add(file, input);
    } else if (isScannable(input)) add(input, path.dirname(input));
    else failures.push(`input ${customInput} is not a script, HTML or package.json file`);
    return targets;
  }
  const out = path.join(root, 'out');
  if (existsSync(out)) for (const file of walk(out)) if (isScannable(file)) add(file, root);
  // The app's package.json ships with it; the scanner checks its scripts for insecure Electron flags.
  add(path.join(root, 'package.json'), root);
  return targets;
}

/** The scan must cover the app, not just whatever happens to be lying around. */
function checkCoverage(targets) {
  if (failures.length > 0 && targets.length === 0) return;
  const scripts = targets.filter((t) => scriptExtensions.has(path.extname(t.abs).toLowerCase()));
  const pages = targets.filter((t) => htmlExtensions.has(path.extname(t.abs).toLowerCase()));
  if (scripts.length + pages.length === 0) failures.push('no JavaScript or HTML files to scan');
  if (customInput) return;
  const build = 'run `npx electron-vite build` first';
  const main = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).main;
  if (!main || !targets.some((t) => t.shown === toPosix(path.normalize(main))))
    failures.push(`the main process entry ${main ?? '(package.json "main")'} is missing; ${build}`);
  if (!scripts.some((t) => t.shown.startsWith('out/preload/')))
    failures.push(`no preload scripts in out/preload; ${build}`);
  if (!pages.some((t) => t.shown.startsWith('out/renderer/')))
    failures.push(`no renderer HTML in out/renderer; ${build}`);
  const mainFile = main && path.join(root, main);
  if (mainFile && existsSync(mainFile)) {
    const built = statSync(mainFile).mtimeMs;
    const sources = ['src/main', 'src/preload', 'src/shared', 'web/index.html']
      .map((p) => path.join(root, p))
      .filter(existsSync)
      .flatMap((p) => (statSync(p).isDirectory() ? walk(p) : [p]));
    const newer = sources.filter((file) => statSync(file).mtimeMs > built);
    if (newer.length > 0)
      warnings.push(
        `out/ is older than ${newer.length} source file(s) (e.g. ${display(newer[0])}); ` +
          `the scan may not reflect the current code (npm run security:electron rebuilds)`,
      );
  }
}

// ---- the scan --------------------------------------------------------------------------------
function electronVersion() {
  try {
    const require = createRequire(path.join(root, 'package.json'));
    return JSON.parse(readFileSync(require.resolve('electron/package.json'), 'utf8')).version;
  } catch {
    warnings.push(
      'electron is not installed: the scanner assumes the oldest (least secure) defaults',
    );
    return undefined;
  }
}

async function scan(stageDir, version) {
  const require = createRequire(import.meta.url);
  const runnerPath = require.resolve('@doyensec/electronegativity');
  // Electronegativity downloads translations of its messages on start-up. Offline, the failed
  // request can crash the process seconds later (a retry inside `got`), and online it makes the run
  // depend on a remote file. Replace `got` for the scanner with an offline stub: the bundled
  // English messages are used, and with the release-list check excluded nothing else needs it.
  const gotPath = createRequire(runnerPath).resolve('got');
  const offline = () => Promise.reject(new Error('network disabled for the security gate'));
  Object.assign(offline, { default: offline, head: offline, __esModule: true });
  require.cache[gotPath] = { id: gotPath, filename: gotPath, loaded: true, exports: offline };
  // Its JavaScript checks walk the tree with estraverse, which throws on node types newer than it
  // (class private fields from bundled dependencies: "Unknown node type ClassPrivateProperty"),
  // losing the whole file. Walk unknown nodes through their child properties instead.
  const estraverse = createRequire(createRequire(runnerPath).resolve('estraverse-fb'))(
    'estraverse',
  );
  if (!estraverse.traverse.velvetFallback) {
    const traverse = estraverse.traverse;
    const metadata = new Set(['type', 'loc', 'range', 'start', 'end', 'extra']);
    const childKeys = (node) =>
      Object.keys(node).filter((key) => !metadata.has(key) && !key.endsWith('Comments'));
    estraverse.traverse = (tree, visitor) => traverse(tree, { fallback: childKeys, ...visitor });
    estraverse.traverse.velvetFallback = true;
  }
  const run = require(runnerPath);

  const log = console.log;
  console.log = (...values) => {
    const text = values.join(' ');
    if (!text.startsWith('Could not retrieve updated translations')) log(...values);
  };
  try {
    return await run({
      input: stageDir,
      isRelative: true,
      electronVersionOverride: version,
      excludeFromScan: excludedChecks,
    });
  } finally {
    console.log = log;
  }
}

// ---- report ----------------------------------------------------------------------------------
const fileLines = new Map();
function linesOf(abs) {
  if (!fileLines.has(abs)) fileLines.set(abs, readFileSync(abs, 'utf8').split('\n'));
  return fileLines.get(abs);
}

function table(headers, rows) {
  const width = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(width[i])))
      .join('  ')
      .trimEnd();
  return [line(headers), line(width.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const clip = (text, max) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

async function main() {
  const waivers = loadWaivers().filter(Boolean);
  const targets = collectTargets();
  checkCoverage(targets);
  if (failures.length > 0) return finish([], [], waivers, targets, false);

  const version = electronVersion();
  const stageDir = mkdtempSync(path.join(tmpdir(), 'velvet-electronegativity-'));
  let result;
  try {
    const byStaged = new Map();
    for (const target of targets) {
      const dest = path.join(stageDir, target.staged);
      mkdirSync(path.dirname(dest), { recursive: true });
      cpSync(target.abs, dest);
      byStaged.set(target.staged, target);
    }
    console.log(
      `Electronegativity: scanning ${targets.length} file(s) from ${customInput ?? 'out/ and package.json'}` +
        `${version ? ` as Electron ${version}` : ''}`,
    );
    try {
      result = await scan(stageDir, version);
    } catch (error) {
      failures.push(`the scan failed: ${error.stack ?? error}`);
      return finish([], [], waivers, targets, false);
    }
    if (!result || !(result.atomicChecks > 0)) failures.push('the scanner ran no checks');

    const targetOf = (file) => {
      const staged = toPosix(path.isAbsolute(file) ? path.relative(stageDir, file) : file);
      return byStaged.get(staged);
    };
    for (const error of result?.errors ?? []) {
      const target = targetOf(error.file);
      const name = target?.shown ?? error.file;
      if (error.tolerable) warnings.push(`${name}: parsed with a warning: ${error.message}`);
      else failures.push(`${name} could not be analysed: ${error.message}`);
    }

    const findings = (result?.issues ?? []).map((issue) => {
      const target = issue.file === 'N/A' ? undefined : targetOf(issue.file);
      const line = issue.location?.line ?? 0;
      let context = issue.sample ?? '';
      if (target && line > 0)
        context = linesOf(target.abs)
          .slice(line - 1, line - 1 + codeContextLines)
          .join('\n');
      return {
        check: issue.id,
        file: issue.file === 'N/A' ? '(global)' : (target?.shown ?? issue.file),
        line,
        column: issue.location?.column ?? 0,
        severity: issue.severity?.name ?? '?',
        confidence: issue.confidence?.name ?? '?',
        manualReview: Boolean(issue.manualReview),
        description: issue.description ?? '',
        sample: (issue.sample ?? '').trim(),
        url: issue.shortenedURL ?? '',
        context,
      };
    });

    for (const waiver of waivers) {
      waiver.inactive = missingEvidence(waiver, targets);
      if (waiver.inactive)
        warnings.push(
          `${waiversFile} waivers[${waiver.index}] (${waiver.check}) is not applied: ` +
            `its evidence is gone (${waiver.inactive})`,
        );
    }
    const waived = [];
    const unwaived = [];
    for (const finding of findings) {
      const waiver = waivers.find(
        (w) =>
          !w.inactive &&
          w.check === finding.check &&
          w.fileRegex.test(finding.file) &&
          (!w.codeRegex || w.codeRegex.test(finding.context)),
      );
      if (waiver) {
        waiver.used++;
        waived.push({ ...finding, waiver, reason: waiver.reason.trim() });
      } else unwaived.push(finding);
    }
    return finish(waived, unwaived, waivers, targets, true);
  } finally {
    rmSync(stageDir, { recursive: true, force: true });
  }
}

function finish(waived, unwaived, waivers, targets, ran) {
  const where = (f) => (f.file === '(global)' ? f.file : `${f.file}:${f.line}:${f.column}`);
  if (ran) console.log(`Scanned: ${targets.map((t) => t.shown).join(', ')}`);
  if (ran)
    console.log(
      `Checks not run: ${excludedChecks.join(', ')} (Electron release lookup, needs the network; see the script).`,
    );

  if (waived.length > 0) {
    console.log(`\nWaived findings (${waived.length}), see ${waiversFile}:`);
    console.log(
      table(
        ['check', 'location', 'waiver'],
        waived.map((f) => [f.check, where(f), `#${f.waiver.index}`]),
      ),
    );
    console.log(`\nWaiver reasons (#n is waivers[n] in ${waiversFile}):`);
    for (const waiver of waivers.filter((w) => w.used > 0))
      console.log(`#${waiver.index} ${waiver.check}: ${waiver.reason.trim().replace(/\s+/g, ' ')}`);
  }
  for (const waiver of waivers.filter((w) => ran && w.used === 0 && !w.inactive))
    warnings.push(
      `${waiversFile} waivers[${waiver.index}] (${waiver.check} in ${waiver.file}) matched nothing; ` +
        'remove it if the finding is gone',
    );

  if (unwaived.length > 0) {
    console.log(`\nUnwaived findings (${unwaived.length}):`);
    console.log(
      table(
        ['check', 'location', 'severity', 'description'],
        unwaived.map((f) => [
          f.check,
          where(f),
          `${f.severity}/${f.confidence}${f.manualReview ? ' review' : ''}`,
          f.description,
        ]),
      ),
    );
    console.log('\nDetails:');
    for (const f of unwaived) {
      console.log(`- ${f.check} at ${where(f)}: ${f.description}`);
      if (f.sample) console.log(`    ${clip(f.sample, 160)}`);
      if (f.url) console.log(`    ${f.url}`);
    }
    console.log(
      `\nFix these in src/main or src/preload, or, for a false positive or a deliberate decision, ` +
        `add a waiver with a reason to ${waiversFile}.`,
    );
  }

  for (const warning of warnings) console.log(`warning: ${warning}`);
  for (const failure of failures) console.error(`error: ${failure}`);

  mkdirSync(path.dirname(path.join(root, reportFile)), { recursive: true });
  const strip = ({ context: _context, waiver: _waiver, ...rest }) => rest;
  writeFileSync(
    path.join(root, reportFile),
    `${JSON.stringify(
      {
        scanned: targets.map((t) => t.shown),
        excludedChecks,
        unwaived: unwaived.map(strip),
        waived: waived.map(strip),
        warnings,
        errors: failures,
      },
      null,
      2,
    )}\n`,
  );

  const ok = failures.length === 0 && unwaived.length === 0;
  console.log(
    ok
      ? `\nElectronegativity: no unwaived findings (${waived.length} waived).`
      : `\nElectronegativity: FAILED (${unwaived.length} unwaived finding(s), ${failures.length} error(s)).`,
  );
  return ok ? 0 : 1;
}

process.exitCode = await main().catch((error) => {
  console.error(error);
  return 1;
});
