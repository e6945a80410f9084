import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { precompressFiles } from '../../../web/precompress-assets';

export interface TestWebDist {
  dir: string;
  indexHtml: string;
  /** The hashed script's URL path, under /assets/. */
  scriptUrl: string;
  script: string;
  /** A hashed script too small for a compressed copy to be any smaller. */
  tinyScriptUrl: string;
  tinyScript: string;
  /** The service worker and the manifest, at the root of the build as web/public puts them. */
  serviceWorker: string;
  manifest: string;
  remove(): Promise<void>;
}

/**
 * A stand-in for the built web app in a temporary folder: an index.html, a service worker, a
 * manifest and two hashed scripts, passed through the build's own precompression step (which
 * gives the larger one its .br and .gz copies).
 */
export async function createWebDist(): Promise<TestWebDist> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-web-'));
  const scriptName = 'assets/app-3f9a1c2b.js';
  const tinyName = 'assets/noop-9d8e7f6a.js';
  const tinyScript = 'export{};';
  const indexHtml =
    '<!doctype html><html><head><title>Velvet test shell</title></head>' +
    `<body><div id="root"></div><script type="module" src="/${scriptName}"></script></body></html>`;
  // Large and repetitive enough that both compressed copies are worth writing.
  const script = Array.from(
    { length: 200 },
    (_, i) => `console.log("velvet test app, line ${i}");\n`,
  ).join('');
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), indexHtml);
  await fs.writeFile(path.join(dir, scriptName), script);
  await fs.writeFile(path.join(dir, tinyName), tinyScript);
  const serviceWorker = "self.addEventListener('fetch', () => {});\n";
  const manifest = JSON.stringify({ name: 'Velvet', start_url: '/dashboard' });
  await fs.writeFile(path.join(dir, 'sw.js'), serviceWorker);
  await fs.writeFile(path.join(dir, 'manifest.webmanifest'), manifest);
  await precompressFiles(dir, [scriptName, tinyName]);
  return {
    dir,
    indexHtml,
    scriptUrl: `/${scriptName}`,
    script,
    tinyScriptUrl: `/${tinyName}`,
    tinyScript,
    serviceWorker,
    manifest,
    remove: () => fs.rm(dir, { recursive: true, force: true }),
  };
}
