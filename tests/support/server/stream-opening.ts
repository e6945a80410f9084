import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { RouteDef } from '@shared/api/define';

const OPENING_WAIT_MS = 2_000;

/**
 * Injects a request; for an event-stream route (whose reply never ends) only its opening is
 * read: the status, the headers and the first chunk as the body, then the stream is dropped.
 * Refusals end like any reply and come back whole.
 */
export async function injectRoute(
  app: FastifyInstance,
  route: RouteDef,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  if (!route.eventStream) return app.inject(options);
  const abort = new AbortController();
  const response = await app.inject({ ...options, payloadAsStream: true, signal: abort.signal });
  const stream = response.stream();
  stream.on('error', () => undefined);
  let body = '';
  if (response.statusCode !== 200) {
    for await (const chunk of stream) body += String(chunk);
  } else {
    body = await firstChunk(stream);
    abort.abort();
  }
  return Object.assign(Object.create(response) as LightMyRequestResponse, {
    body,
    payload: body,
    json: () => JSON.parse(body) as unknown,
  });
}

function firstChunk(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(''), OPENING_WAIT_MS);
    stream.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(String(chunk));
    });
    stream.once('end', () => {
      clearTimeout(timer);
      resolve('');
    });
  });
}
