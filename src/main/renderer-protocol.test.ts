import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeProtocol } from '../../tests/support/electron';
import { createListeningApp, type ListeningApp } from '../../tests/support/server/listening-app';
import { freePort } from '../../tests/support/server/server-process';
import { registerPlayer } from '../../tests/support/server/players';
import { refreshSession } from '@shared/api/accounts';
import { AdminRole } from '@shared/api/define';
import { createStaffAccount } from '../../tests/support/server/admin';
import { isAdminApiPath } from './api-paths';
import { RENDERER_CSP } from './content-security-policy';
import { createRendererProtocol, type RendererProtocolOptions } from './renderer-protocol';
import { unreachableMessage } from './server-http';

const INDEX = '<!doctype html><title>Velvet</title>';
let t: ListeningApp;
let dir: string;
let rendererDir: string;

beforeAll(async () => {
  t = await createListeningApp();
  dir = mkdtempSync(path.join(os.tmpdir(), 'velvet-renderer-'));
  rendererDir = path.join(dir, 'renderer');
  mkdirSync(path.join(rendererDir, 'assets'), { recursive: true });
  writeFileSync(path.join(rendererDir, 'index.html'), INDEX);
  writeFileSync(path.join(rendererDir, 'assets', 'app-1234.js'), 'console.log("velvet");');
  writeFileSync(path.join(rendererDir, 'assets', 'app-1234.css'), 'body{margin:0}');
  writeFileSync(path.join(rendererDir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  // Beside the renderer, never served: what a path traversal would be after.
  writeFileSync(path.join(dir, 'secret.txt'), 'the vault key');
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const players = '/api/players';

/** The player window's `velvet:` scheme, registered as the app does it, over the real server. */
function playerWindow(overrides: Partial<RendererProtocolOptions> = {}) {
  const protocol = new FakeProtocol();
  const fetch = vi.fn((input: string, init?: RequestInit) => globalThis.fetch(input, init));
  protocol.handle(
    'velvet',
    createRendererProtocol({
      rendererDir,
      serverAddress: () => t.baseUrl,
      token: () => null,
      allowsApiPath: (routedPath) => !isAdminApiPath(routedPath),
      fetch,
      ...overrides,
    }),
  );
  return { request: protocol.request.bind(protocol), fetch };
}

describe('the renderer protocol', () => {
  it.each(['/', '/dashboard', '/couple/invite'])(
    'serves index.html for the app route %s',
    async (route) => {
      const response = await playerWindow().request(`velvet://app${route}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      await expect(response.text()).resolves.toBe(INDEX);
    },
  );

  it('serves documents with the content security policy', async () => {
    const response = await playerWindow().request('velvet://app/');
    expect(response.headers.get('content-security-policy')).toBe(RENDERER_CSP);
    expect(RENDERER_CSP).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    ['/assets/app-1234.js', 'text/javascript; charset=utf-8', 'console.log("velvet");'],
    ['/assets/app-1234.css', 'text/css; charset=utf-8', 'body{margin:0}'],
  ])('serves %s as %s', async (file, type, content) => {
    const response = await playerWindow().request(`velvet://app${file}`);
    expect(response.headers.get('content-type')).toBe(type);
    await expect(response.text()).resolves.toBe(content);
  });

  it('serves images as bytes with their type', async () => {
    const response = await playerWindow().request('velvet://app/icon.png');
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    );
  });

  it('answers 404 for a missing asset rather than the app', async () => {
    const response = await playerWindow().request('velvet://app/assets/missing-5678.js');
    expect(response.status).toBe(404);
  });

  // Plain and %2e%2e dot segments are resolved by the URL parser before main sees the request;
  // an encoded slash keeps them in the path for the handler itself to refuse.
  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
  ])('never serves a file outside the renderer for %s', async (attempt) => {
    const response = await playerWindow().request(`velvet://app${attempt}`);
    expect(await response.text()).not.toContain('the vault key');
  });

  it('refuses encoded traversal outright', async () => {
    const response = await playerWindow().request('velvet://app/%2e%2e%2fsecret.txt');
    expect(response.status).toBe(404);
  });

  it('answers 404 for another host of the scheme', async () => {
    const response = await playerWindow().request('velvet://other/index.html');
    expect(response.status).toBe(404);
  });

  it('forwards API calls with the token main holds', async () => {
    const alex = await registerPlayer(t.app);
    const window = playerWindow({ token: () => alex.token });
    const response = await window.request(`velvet://app${players}/session/refresh`, {
      method: 'POST',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: alex.id });
  });

  it('replaces an Authorization header the page sets with main’s token', async () => {
    const alex = await registerPlayer(t.app);
    const sam = await registerPlayer(t.app);
    const response = await playerWindow({ token: () => alex.token }).request(
      `velvet://app${players}/session/refresh`,
      { method: 'POST', headers: { Authorization: `Bearer ${sam.token}` } },
    );
    expect(await response.json()).toMatchObject({ id: alex.id });
  });

  it('drops an Authorization header the page sets when main holds no token', async () => {
    const sam = await registerPlayer(t.app);
    const response = await playerWindow().request(`velvet://app${players}/session/refresh`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${sam.token}` },
    });
    expect(response.status).toBe(401);
  });

  it('forwards the request body and the server’s error answers', async () => {
    const alex = await registerPlayer(t.app);
    const window = playerWindow();
    const login = (password: string) =>
      window.request(`velvet://app${players}/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: alex.email, password }),
      });
    expect(await (await login(alex.password)).json()).toMatchObject({ id: alex.id });
    const wrong = await login('wrong password');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ message: 'Invalid email or password.' });
  });

  it('keeps the token of an answer that carries one and gives the page the rest', async () => {
    const alex = await registerPlayer(t.app);
    const kept: string[] = [];
    const window = playerWindow({
      token: () => alex.token,
      tokenAnswers: {
        routes: [refreshSession],
        keep: async (answer) => void kept.push(answer.token),
      },
    });
    // Spelled as the router would still take it: the token must not slip out that way either.
    const response = await window.request(`velvet://app${players}/Session/Refresh/`, {
      method: 'POST',
    });

    expect(response.status).toBe(200);
    const answer = (await response.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ id: alex.id, email: alex.email });
    expect(answer).not.toHaveProperty('token');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.stringify(answer)).not.toContain(kept[0]);
  });

  it('passes a refusal of such a route through without keeping anything', async () => {
    const keep = vi.fn(async () => {});
    const window = playerWindow({ tokenAnswers: { routes: [refreshSession], keep } });
    const response = await window.request(`velvet://app${players}/session/refresh`, {
      method: 'POST',
    });
    expect(response.status).toBe(401);
    expect(keep).not.toHaveBeenCalled();
  });

  it('passes 304 through for a poll that sends back the ETag', async () => {
    const alex = await registerPlayer(t.app);
    const window = playerWindow({ token: () => alex.token });
    const first = await window.request('velvet://app/api/notifications');
    const etag = first.headers.get('etag') as string;
    expect(first.status).toBe(200);
    expect(etag).toBeTruthy();

    const second = await window.request('velvet://app/api/notifications', {
      headers: { 'If-None-Match': etag },
    });
    expect(second.status).toBe(304);
    expect(second.body).toBeNull();
  });

  it('answers 404 for API paths this window may not reach, without calling the server', async () => {
    const window = playerWindow();
    const response = await window.request('velvet://app/api/admin/systemusers');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not available in this window.' });
    expect(window.fetch).not.toHaveBeenCalled();
  });

  // Each spelling reaches the staff API on the server, or through a proxy that normalises
  // paths; the page must not get there with the player's token whichever it uses.
  it.each([
    '/api/Admin/systemusers',
    '/api/ADMIN/SYSTEMUSERS',
    '/api/%61dmin/systemusers',
    '/api/%2561dmin/systemusers',
    '/api//admin/systemusers',
    '/api/admin%2fsystemusers',
    '/api/players/..%2fadmin/systemusers',
    '/api/players\\..\\admin/systemusers',
    '/api/admin;v=1/systemusers',
    '/api/admin%00/systemusers',
  ])('keeps the player window away from the staff API spelled %s', async (attempt) => {
    const window = playerWindow();
    const response = await window.request(`velvet://app${attempt}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not available in this window.' });
    expect(window.fetch).not.toHaveBeenCalled();
  });

  it('lets the admin window reach the staff API however it spells it, and nothing else', async () => {
    const staff = await createStaffAccount(t.app, t.database.db, AdminRole.Admin);
    const adminWindow = playerWindow({ token: () => staff.token, allowsApiPath: isAdminApiPath });
    // The server's router ignores case: this is the staff list, which is why spelling matters.
    const users = await adminWindow.request('velvet://app/api/Admin/SystemUsers');
    expect(users.status).toBe(200);
    const escaped = await adminWindow.request(`velvet://app/api/admin/..%2f..%2fapi${players}/x`);
    expect(escaped.status).toBe(404);
    expect(await escaped.json()).toEqual({ message: 'Not available in this window.' });
    expect(adminWindow.fetch).toHaveBeenCalledTimes(1);
  });

  it('answers 502 with a clear message when the server cannot be reached', async () => {
    const address = `http://127.0.0.1:${await freePort()}`;
    const response = await playerWindow({ serverAddress: () => address }).request(
      'velvet://app/api/notifications',
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: unreachableMessage(address) });
  });
});
