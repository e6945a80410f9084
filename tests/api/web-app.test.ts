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
    const response = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
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
