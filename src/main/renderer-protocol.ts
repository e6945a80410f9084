import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { loginResponse, type LoginResponse } from '@shared/api/accounts';
import type { RouteDef } from '@shared/api/define';
import { routedApiPath } from './api-paths';
import { RENDERER_CSP } from './content-security-policy';
import { unreachableMessage, type Fetch } from './server-http';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

// Headers the page must not choose: main decides who is calling.
const DROPPED_REQUEST_HEADERS = ['authorization', 'cookie', 'host', 'origin', 'referer'];

export interface RendererProtocolOptions {
  /** The built renderer (out/renderer). */
  rendererDir: string;
  serverAddress(): string;
  /** The token this window's API calls carry, or null. */
  token(): string | null;
  /** Which API paths this window may reach, given as `routedApiPath` spells them. */
  allowsApiPath(routedPath: string): boolean;
  fetch: Fetch;
  /**
   * The routes whose answer carries a new token for this window (signing in, a password
   * change): `keep` hands it to main, and the page gets the answer without it.
   */
  tokenAnswers?: { routes: readonly RouteDef[]; keep(answer: LoginResponse): Promise<void> };
}

const json = (status: number, message: string) =>
  new Response(JSON.stringify({ message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/**
 * Serves `velvet://app/…` for one session: the renderer's files (with the CSP; unknown paths
 * get index.html, for the router) and `/api/…` forwarded to the server with the token added
 * here, so the renderer never holds it.
 */
export function createRendererProtocol(options: RendererProtocolOptions) {
  const root = path.resolve(options.rendererDir);

  const carriesToken = (method: string, routed: string) =>
    options.tokenAnswers?.routes.some(
      (route) => route.method === method && route.path.toLowerCase() === routed,
    ) ?? false;

  /** The answer as the page gets it: main keeps the token it carries. */
  async function withoutToken(response: Response, headers: Headers): Promise<Response> {
    const parsed = loginResponse.safeParse(await response.json().catch(() => undefined));
    if (!parsed.success) return json(502, 'The server sent a sign-in Velvet cannot read.');
    await options.tokenAnswers?.keep(parsed.data);
    const { token: _kept, ...answer } = parsed.data;
    headers.set('Content-Type', 'application/json');
    return new Response(JSON.stringify(answer), { status: response.status, headers });
  }

  async function forward(request: Request, url: URL): Promise<Response> {
    const address = options.serverAddress();
    // Judged as the URL that would be sent, then as the server could route it.
    const target = new URL(`${address}${url.pathname}${url.search}`);
    const routed = routedApiPath(target.pathname);
    if (routed === null || !options.allowsApiPath(routed)) {
      return json(404, 'Not available in this window.');
    }
    const headers = new Headers(request.headers);
    for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name);
    const token = options.token();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    let response: Response;
    try {
      response = await options.fetch(target.href, {
        method: request.method,
        headers,
        body: hasBody ? await request.arrayBuffer() : undefined,
        redirect: 'manual',
      });
    } catch {
      return json(502, unreachableMessage(address));
    }
    const responseHeaders = new Headers(response.headers);
    responseHeaders.delete('set-cookie');
    // The body was already decoded by fetch; its length and encoding no longer apply.
    responseHeaders.delete('content-encoding');
    responseHeaders.delete('content-length');
    if (response.ok && carriesToken(request.method, routed)) {
      return withoutToken(response, responseHeaders);
    }
    const body = response.status === 204 || response.status === 304 ? null : response.body;
    return new Response(body, { status: response.status, headers: responseHeaders });
  }

  async function file(pathname: string): Promise<Response> {
    let relative: string;
    try {
      relative = decodeURIComponent(pathname);
    } catch {
      return new Response('Not found', { status: 404 });
    }
    const target = path.resolve(root, `.${relative}`);
    if (target !== root && !target.startsWith(`${root}${path.sep}`)) {
      return new Response('Not found', { status: 404 });
    }
    let chosen = target;
    const found = await stat(target).catch(() => null);
    if (!found?.isFile()) {
      // A route of the single-page app, not a missing asset.
      if (path.extname(target)) return new Response('Not found', { status: 404 });
      chosen = path.join(root, 'index.html');
    }
    const content = await readFile(chosen);
    return new Response(content, {
      headers: {
        'Content-Type': CONTENT_TYPES[path.extname(chosen)] ?? 'application/octet-stream',
        'Content-Security-Policy': RENDERER_CSP,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'no-cache',
      },
    });
  }

  return async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (url.host !== 'app') return new Response('Not found', { status: 404 });
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return forward(request, url);
    return file(url.pathname);
  };
}
