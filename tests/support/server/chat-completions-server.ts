import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the server received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** How the server answers the next requests. */
export type Reply =
  /** A normal completion whose message content is this text. */
  | { content: string; delayMs?: number }
  /** Any status and raw body (an error, or a body that is not JSON). */
  | { status: number; rawBody: string; contentType?: string; delayMs?: number };

export interface ChatCompletionsServer {
  /** The base URL to configure, ending in /v1. */
  url: string;
  requests: ReceivedRequest[];
  /** Sets the reply to every following request. */
  reply(reply: Reply): void;
  /** A completion whose content is this object as JSON. */
  replyJson(value: unknown, delayMs?: number): void;
  close(): Promise<void>;
}

const completion = (model: string, content: string) => ({
  id: 'chatcmpl-test',
  object: 'chat.completion',
  created: Math.floor(Date.now() / 1000),
  model,
  choices: [
    { index: 0, message: { role: 'assistant', content }, finish_reason: 'stop', logprobs: null },
  ],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

/**
 * A real HTTP server speaking the OpenAI chat-completions protocol (POST /v1/chat/completions)
 * on a free loopback port, answering as the test tells it and recording what it received.
 */
export async function startChatCompletionsServer(): Promise<ChatCompletionsServer> {
  let current: Reply = { content: '{}' };
  const requests: ReceivedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Recorded as text: the test sees what arrived.
      }
      const path = (request.url ?? '').split('?')[0] ?? '';
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });

      const reply = current;
      const send = () => {
        timers.delete(timer);
        if (response.destroyed) return;
        if (request.method !== 'POST' || path !== '/v1/chat/completions') {
          response.writeHead(404, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'not found' } }));
          return;
        }
        if ('content' in reply) {
          const model = (body as { model?: string } | null)?.model ?? 'unknown';
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify(completion(model, reply.content)));
          return;
        }
        response.writeHead(reply.status, {
          'content-type': reply.contentType ?? 'application/json',
        });
        response.end(reply.rawBody);
      };
      const timer = setTimeout(send, reply.delayMs ?? 0);
      timers.add(timer);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply(reply) {
      current = reply;
    },
    replyJson(value, delayMs) {
      current = { content: JSON.stringify(value), delayMs };
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
