import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app. Any GET outside /api that is not a file gets the app shell, so
 * deep links such as /dashboard load the app, which then routes on the client.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const hasBuild = existsSync(path.join(webDist, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false });
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
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
