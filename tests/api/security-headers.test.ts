import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { createWebDist, type TestWebDist } from '../support/server/web-dist';

const PUBLIC_URL = 'https://velvet.example.com';
const FOREIGN = 'https://evil.example.net';

let web: TestWebDist;
let t: TestApp;
beforeAll(async () => {
  web = await createWebDist();
  t = await createTestApp({ WEB_DIST: web.dir, PUBLIC_URL });
});
afterAll(async () => {
  await t?.close();
  await web?.remove();
});

describe('security headers', () => {
  const replies = {
    'an API reply': { method: 'GET', url: '/api/health' },
    'an API error': { method: 'GET', url: '/api/unknown' },
    'the app shell': { method: 'GET', url: '/reset-password?token=secret-token-value' },
  } as const;

  for (const [name, request] of Object.entries(replies)) {
    it(`are set on ${name}`, async () => {
      const response = await t.app.inject(request);
      const csp = String(response.headers['content-security-policy'] ?? '');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      // A reset link carries its token in the URL; it must not leak to other sites.
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    });
  }
});

describe('CORS', () => {
  it('lets the public origin read API replies', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: PUBLIC_URL },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
  });

  it('does not let a foreign origin read API replies', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: FOREIGN },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers a preflight from the public origin and not from a foreign one', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/players/login',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,authorization',
        },
      });
    const allowed = await preflight(PUBLIC_URL);
    expect(allowed.statusCode).toBeLessThan(300);
    expect(allowed.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('POST');
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain(
      'authorization',
    );

    const foreign = await preflight(FOREIGN);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});
