import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The build's content-hashed files: a changed file gets a new name, so a copy never goes stale. */
const HASHED_ASSETS_DIR = 'assets';
const FOREVER = 'public, max-age=31536000, immutable';
/** Everything else, the app shell first, is checked with the server before each use. */
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app. Any GET outside /api that is not a file gets the app shell, so
 * deep links such as /dashboard load the app, which then routes on the client. The build
 * writes brotli and gzip copies beside its hashed assets; the one the browser accepts is sent.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
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
    if (!hasBuild) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web app has not been built yet. Run "npm start", which builds it first.');
    }
    return reply.sendFile('index.html');
  });
}
