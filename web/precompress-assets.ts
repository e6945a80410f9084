import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Formats worth compressing; images and fonts such as png or woff2 are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|map)$/i;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file of `fileNames`
 * (relative to `dir`), at the highest levels. A copy that would not be smaller is not written;
 * the server then sends the file itself.
 */
export async function precompressFiles(dir: string, fileNames: readonly string[]) {
  await Promise.all(
    fileNames
      .filter((fileName) => COMPRESSIBLE.test(fileName))
      .map(async (fileName) => {
        const file = path.join(dir, fileName);
        const raw = await readFile(file);
        const [br, gz] = await Promise.all([
          brotli(raw, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
            },
          }),
          gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([
          br.length < raw.length ? writeFile(`${file}.br`, br) : undefined,
          gz.length < raw.length ? writeFile(`${file}.gz`, gz) : undefined,
        ]);
      }),
  );
}

/**
 * Precompresses the build's content-hashed assets once per build, so the server sends the copy
 * the browser accepts (src/server/plugins/web-app.ts) instead of compressing on every request.
 */
export function precompressAssets(): Plugin {
  // Where Vite writes content-hashed files (build.assetsDir, "assets" unless configured).
  let assetsDir = 'assets';
  return {
    name: 'velvet:precompress-assets',
    apply: 'build',
    configResolved(config) {
      assetsDir = config.build.assetsDir;
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.dirname(options.file ?? '');
      const hashed = Object.keys(bundle).filter((name) => name.startsWith(`${assetsDir}/`));
      await precompressFiles(outDir, hashed);
    },
  };
}
