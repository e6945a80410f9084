import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface TestWebDist {
  dir: string;
  indexHtml: string;
  script: string;
  remove(): Promise<void>;
}

/** A stand-in for the built web app: an index.html and one asset, in a temporary folder. */
export async function createWebDist(): Promise<TestWebDist> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-web-'));
  const indexHtml =
    '<!doctype html><html><head><title>Velvet test shell</title></head>' +
    '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';
  const script = 'console.log("velvet test app");\n';
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), indexHtml);
  await fs.writeFile(path.join(dir, 'assets', 'app.js'), script);
  return { dir, indexHtml, script, remove: () => fs.rm(dir, { recursive: true, force: true }) };
}
