// Before npm start: rebuilds the web app and the server bundle only when their sources changed
// since the last build, so a start with nothing changed goes straight to a running server.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Every source file's path, size and modification time, hashed: cheap, and moves on any edit. */
function fingerprintOf(sources) {
  const hash = crypto.createHash('sha256');
  const visit = (relative) => {
    const full = path.join(root, relative);
    const stat = fs.statSync(full, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(full).sort()) visit(path.join(relative, entry));
    } else {
      hash.update(`${relative}\0${stat.size}\0${stat.mtimeMs}\n`);
    }
  };
  for (const source of sources) visit(source);
  return hash.digest('hex');
}

function readStamp(file) {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Runs `make` unless `output` exists and was built from sources with the same fingerprint. */
async function buildIfChanged({ name, sources, outDir, output, make }) {
  const fingerprint = fingerprintOf(sources);
  const stampFile = path.join(root, outDir, '.source-fingerprint');
  if (fs.existsSync(path.join(root, output)) && readStamp(stampFile) === fingerprint) return;
  console.log(`Building ${name} (its sources changed since the last build)…`);
  await make();
  fs.writeFileSync(stampFile, `${fingerprint}\n`);
}

await buildIfChanged({
  name: 'the web app',
  sources: ['src/renderer', 'src/shared', 'web', 'package-lock.json', 'tsconfig.web.json'],
  outDir: 'dist/web',
  output: 'dist/web/index.html',
  make() {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(npm, ['run', 'build:web'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  },
});

// The server as one module: loading it takes a fraction of compiling its TypeScript at start.
await buildIfChanged({
  name: 'the server',
  sources: ['src/server', 'src/shared', 'package-lock.json', 'tsconfig.node.json'],
  outDir: 'dist/server',
  output: 'dist/server/main.mjs',
  async make() {
    await build({
      absWorkingDir: root,
      entryPoints: ['src/server/main.ts'],
      outfile: 'dist/server/main.mjs',
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node24',
      packages: 'external',
      tsconfig: 'tsconfig.node.json',
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    // The bundle finds its migrations beside itself, as src/server/db/client.ts does.
    fs.rmSync(path.join(root, 'dist/server/migrations'), { recursive: true, force: true });
    fs.cpSync(
      path.join(root, 'src/server/db/migrations'),
      path.join(root, 'dist/server/migrations'),
      { recursive: true },
    );
  },
});
