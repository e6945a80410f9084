import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { publicPageHeads } from '../src/renderer/features/info/public-page-heads';
import { escapeHtml } from '../src/shared/escape-html';
import { signedInPageHtml } from './signed-in-page-html';
import { prepaintMarkup, prepaintStyle } from './signed-in-prepaint';

interface PageHtml {
  file: string;
  title: string;
  /** Search engines' summary; the shell's own where the page has none. */
  description?: string;
  /** The sources whose chunks (and what they import) the page preloads. */
  screens: readonly string[];
  /** A signed-in page's title in its top bar, whose frame the HTML paints before the app runs. */
  topBarTitle?: string;
}

const pagesToWrite: PageHtml[] = [
  ...publicPageHeads.map(({ file, title, description, screen }) => ({
    file,
    title,
    description,
    screens: [screen],
  })),
  ...signedInPageHtml,
];

interface Chunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  /** The stylesheets Vite split out of the chunk; loaded when the chunk is imported. */
  viteMetadata?: { importedCss: Set<string> };
}
type Bundle = Record<string, { type: string } | Chunk>;

const isChunk = (item: { type: string } | Chunk | undefined): item is Chunk =>
  item?.type === 'chunk';

/** The chunk `fileName` and every chunk it statically imports, each once. */
function withStaticImports(bundle: Bundle, fileName: string, seen = new Set<string>()) {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || !isChunk(chunk)) return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) withStaticImports(bundle, imported, seen);
  return seen;
}

/** Stylesheets this small go into the page itself: a request of their own would block its paint. */
const INLINE_STYLESHEET_MAX_BYTES = 2048;

/**
 * A stylesheet for the page's head: its rules in a <style>, or a link when it is larger. An
 * inlined sheet keeps its address in `data-href`: the app's first module names it to Vite's
 * loader (src/renderer/styles/inlined-stylesheets.ts), which otherwise fetches a screen's
 * stylesheets and waits for them. No link for it is written here: Chromium's preload scanner,
 * reading ahead while the parser waits on a script, fetches a stylesheet link even when it is
 * disabled, and the slower the machine the further it reads.
 */
async function stylesheetTag(outDir: string, base: string, file: string): Promise<string> {
  const css = await readFile(path.join(outDir, file), 'utf8');
  if (Buffer.byteLength(css) <= INLINE_STYLESHEET_MAX_BYTES && !css.includes('</'))
    return `    <style data-href="${base}${file}">${css}</style>\n`;
  return `    <link rel="stylesheet" crossorigin href="${base}${file}">\n`;
}

/**
 * A page that paints its top bar from its HTML needs no script for its first paint, so its
 * scripts are asked for at low priority: on a slow network the stylesheet the paint waits for
 * is not left sharing the line with them, and the browser paints as soon as it has it. The
 * scripts still load at once, in parallel; the other pages show nothing without them.
 */
const scriptPriority = (page: PageHtml) => (page.topBarTitle ? ' fetchpriority="low"' : '');

/**
 * Writes one HTML file per public page (publicPageHeads) and per signed-in page opened directly
 * (signedInPageHtml) beside index.html: its own title and description for search engines and
 * tabs, and a preload of the page's screens and what they import (their stylesheets too), so a
 * phone fetches them with the app's entry instead of only after running it.
 */
export function publicPageHtml(): Plugin {
  let root = '';
  let base = '/';
  return {
    name: 'velvet:public-page-html',
    apply: 'build',
    configResolved(config) {
      root = path.resolve(config.root, '..');
      base = config.base;
    },
    async writeBundle(options, output) {
      const bundle = output as unknown as Bundle;
      const outDir = options.dir ?? path.dirname(options.file ?? '');
      const shell = await readFile(path.join(outDir, 'index.html'), 'utf8');
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((chunk) => chunk.isEntry);
      // What index.html loads already: the entry and its static imports.
      const inShell = entry ? withStaticImports(bundle, entry.fileName) : new Set<string>();
      await Promise.all(
        pagesToWrite.map(async (page) => {
          const preloads = new Set<string>();
          for (const screenPath of page.screens) {
            const source = path.join(root, screenPath);
            const screen = chunks.find((chunk) => chunk.moduleIds.includes(source));
            if (!screen) throw new Error(`No chunk holds ${screenPath}: is the path right?`);
            for (const file of withStaticImports(bundle, screen.fileName)) {
              if (!inShell.has(file)) preloads.add(file);
            }
          }
          // A screen's own stylesheet would otherwise be asked for only once its code runs, a
          // round trip more before it can show: linked here (or, when small, written into the
          // page), it loads with the app's.
          const styles = new Set(
            [...preloads].flatMap((file) => {
              const chunk = bundle[file];
              return isChunk(chunk) ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
            }),
          );
          const links = [
            ...(await Promise.all([...styles].map((file) => stylesheetTag(outDir, base, file)))),
            ...[...preloads].map(
              (file) =>
                `    <link rel="modulepreload"${scriptPriority(page)} crossorigin href="${base}${file}">\n`,
            ),
          ].join('');
          const head = page.topBarTitle ? links + prepaintStyle : links;
          let html = shell
            .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
            .replace(/\n\s*<\/head>/, `\n${head}  </head>`);
          if (page.topBarTitle) {
            html = html.replace(
              '<script type="module" crossorigin',
              `<script type="module"${scriptPriority(page)} crossorigin`,
            );
            html = html.replace(
              '<div id="root"></div>',
              `<div id="root">${prepaintMarkup(page.topBarTitle)}</div>`,
            );
          }
          if (page.description) {
            html = html.replace(
              /(<meta\s+name="description"\s+content=")[^"]*(")/,
              `$1${escapeHtml(page.description)}$2`,
            );
          }
          await writeFile(path.join(outDir, page.file), html);
        }),
      );
    },
  };
}
