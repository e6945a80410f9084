import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { createWebDist, type TestWebDist } from '../support/server/web-dist';

let web: TestWebDist;
let t: TestApp;
beforeAll(async () => {
  web = await createWebDist();
  t = await createTestApp({ WEB_DIST: web.dir });
});
afterAll(async () => {
  await t?.close();
  await web?.remove();
});

describe('serving the web app', () => {
  for (const url of ['/', '/dashboard', '/survey', '/reset-password?token=x&email=a%40b.c']) {
    it(`answers ${url} with the app shell`, async () => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toBe(web.indexHtml);
    });
  }

  it('serves the files of the build as themselves', async () => {
    const response = await t.app.inject({ method: 'GET', url: web.scriptUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.body).toBe(web.script);
  });

  it('answers an unknown API path with a JSON 404, not the shell', async () => {
    for (const url of ['/api/unknown', '/API/Unknown/thing', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ message: expect.any(String) });
    }
  });

  it('answers a non-GET request to an app path with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/dashboard', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: expect.any(String) });
  });

  it('matches API paths whatever their case', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/API/Players/login',
      payload: { email: 'nobody@example.com', password: 'wrong-password' },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: 'Invalid email or password.' });

    const health = await t.app.inject({ method: 'GET', url: '/Api/Health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', database: 'up' });
  });
});

describe('compression and caching', () => {
  const IMMUTABLE = 'public, max-age=31536000, immutable';

  const getScript = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: web.scriptUrl,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  /** The body as the browser reads it once it undoes the Content-Encoding. */
  function decoded(response: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
    const encoding = response.headers['content-encoding'];
    if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString('utf8');
    if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString('utf8');
    expect(encoding).toBeUndefined();
    return response.rawPayload.toString('utf8');
  }

  for (const [acceptEncoding, expected] of [
    ['br, gzip', 'br'],
    ['gzip, deflate, br;q=0.5', 'gzip'],
    ['gzip', 'gzip'],
    ['identity', undefined],
    [undefined, undefined],
  ] as const) {
    it(`answers Accept-Encoding ${acceptEncoding ?? '(none)'} with ${expected ?? 'the file itself'}`, async () => {
      const response = await getScript(acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(expected);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(decoded(response)).toBe(web.script);
      if (expected) {
        expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(web.script));
        expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      }
    });
  }

  it('sends a hashed file with no compressed copy as itself, even to a browser taking br', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: web.tinyScriptUrl,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.body).toBe(web.tinyScript);
  });

  it('sends the app shell with no-cache, on / and on a deep link, whatever the encoding', async () => {
    for (const url of ['/', '/dashboard', '/survey/activities']) {
      for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
        const response = await t.app.inject({ method: 'GET', url, headers });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(decoded(response), url).toBe(web.indexHtml);
      }
    }
  });
});

describe('the installable app', () => {
  it('serves /sw.js as JavaScript, revalidated on every use, whatever the encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/sw.js', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(web.serviceWorker);
    }
  });

  it('serves the manifest as application/manifest+json, revalidated on every use', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual(JSON.parse(web.manifest));
  });

  it('lets the worker and the manifest load under the content security policy', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy'] ?? '');
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });

  it('answers a missing file with a 404, never with the app shell', async () => {
    for (const url of ['/sw-old.js', '/assets/gone-0000.js', '/missing.webmanifest']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toBe(web.indexHtml);
    }
  });
});

describe('without a web build', () => {
  it('tells the operator how to build it instead of serving nothing', async () => {
    const bare = await createTestApp({ WEB_DIST: `${web.dir}-missing` });
    try {
      const page = await bare.app.inject({ method: 'GET', url: '/dashboard' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toMatch(/not been built/);
      const api = await bare.app.inject({ method: 'GET', url: '/api/health' });
      expect(api.statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});

describe('public pages with their own HTML', () => {
  let pagesWeb: TestWebDist;
  let pagesApp: TestApp;
  const landingHtml = '<!doctype html><title>Velvet: play deeper. Love bolder.</title>';
  const loginHtml = '<!doctype html><title>Sign in · Velvet</title>';
  beforeAll(async () => {
    pagesWeb = await createWebDist();
    // What the build writes beside index.html for each public page (web/public-page-html.ts).
    await writeFile(path.join(pagesWeb.dir, 'landing.html'), landingHtml);
    await writeFile(path.join(pagesWeb.dir, 'login.html'), loginHtml);
    pagesApp = await createTestApp({ WEB_DIST: pagesWeb.dir });
  });
  afterAll(async () => {
    await pagesApp?.close();
    await pagesWeb?.remove();
  });

  it('answers each public page with its own title, and every other path with the shell', async () => {
    const get = (url: string) => pagesApp.app.inject({ method: 'GET', url });
    const landing = await get('/');
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['content-type']).toMatch(/^text\/html/);
    expect(landing.headers['cache-control']).toBe('no-cache');
    expect(landing.body).toBe(landingHtml);
    expect((await get('/login?next=%2Fsurvey')).body).toBe(loginHtml);
    expect((await get('/Login')).body).toBe(loginHtml);
    for (const url of ['/dashboard', '/register', '/reset-password?token=x']) {
      expect((await get(url)).body, url).toBe(pagesWeb.indexHtml);
    }
  });
});
