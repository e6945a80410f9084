import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The build's content-hashed files: a changed file gets a new name, so a copy never goes stale. */
const HASHED_ASSETS_DIR = 'assets';
const FOREVER = 'public, max-age=31536000, immutable';
/**
 * Everything else is checked with the server before each use: the app shell, and the service
 * worker (/sw.js) and manifest, which name no hash and must reach the browser when they change.
 */
const REVALIDATE = 'no-cache';
/** A path naming a file (its last segment has an extension): missing, it is a 404, not the app. */
const FILE_PATH = /\/[^/]*\.[a-z0-9]+$/;

/**
 * The public pages' own HTML files, which the build writes beside index.html with each page's
 * title, description and preloads (web/public-page-html.ts), by the path they are served at:
 * `login.html` for /login, `landing.html` for /.
 */
function publicPageFiles(webDist: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of readdirSync(webDist)) {
    if (!file.endsWith('.html') || file === 'index.html') continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'landing' ? '/' : `/${name}`, file);
  }
  return pages;
}

/**
 * Serves the built web app. Any GET outside /api that is not a file gets the app shell, so
 * deep links such as /dashboard load the app, which then routes on the client; a missing file
 * (/sw.js, /assets/old-1234.js) is a 404, so the browser never takes the shell for a script.
 * A public page gets its own HTML (publicPageFiles). The build writes brotli and gzip copies
 * beside its hashed assets; the one the browser accepts is sent.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  const pages = hasBuild ? publicPageFiles(webDist) : new Map<string, string>();
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        const [top] = path.relative(webDist, filePath).split(path.sep);
        reply.header('cache-control', top === HASHED_ASSETS_DIR ? FOREVER : REVALIDATE);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = (request.url.split('?')[0] ?? '').toLowerCase();
    if (pathname === '/api' || pathname.startsWith('/api/') || request.method !== 'GET') {
      return reply.code(404).send({ message: 'Not found.' });
    }
    if (FILE_PATH.test(pathname)) {
      return reply.code(404).type('text/plain').send('Not found.');
    }
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run "npm start", which builds it first.');
    }
    return reply.sendFile(pages.get(pathname) ?? 'index.html');
  });
}
