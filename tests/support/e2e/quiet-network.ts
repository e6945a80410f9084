import type { Page, Request } from '@playwright/test';

/** Requests that stay open by design (the live event stream) never count as loading. */
const STAYS_OPEN = /\/api\/events(?:\?|$)/;

/**
 * Follows the page's requests from now on, leaving out the live event stream. Playwright's
 * "networkidle" waits half a second and never settles while a stream is open; `quiet()`
 * settles as soon as the page's own reads are done. Start it before a navigation to count
 * the navigation's reads too.
 */
export function followRequests(page: Page) {
  const pending = new Set<Request>();
  const started = (request: Request) => {
    if (!STAYS_OPEN.test(request.url())) pending.add(request);
  };
  const ended = (request: Request) => pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** Resolves once no request has been in flight for `quietMs`. */
    async quiet(quietMs = 200, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      let quietSince = Date.now();
      while (Date.now() < deadline) {
        if (pending.size > 0) quietSince = Date.now();
        else if (Date.now() - quietSince >= quietMs) return;
        await page.waitForTimeout(25);
      }
      const loading = [...pending].map((request) => request.url()).join(', ');
      throw new Error(`requests still loading after ${timeoutMs} ms: ${loading}`);
    },
    stop() {
      page.off('request', started);
      page.off('requestfinished', ended);
      page.off('requestfailed', ended);
    },
  };
}

/** Waits until the page has had no request in flight for `quietMs` (see followRequests). */
export async function quietNetwork(page: Page, quietMs = 200, timeoutMs = 10_000) {
  const requests = followRequests(page);
  try {
    await requests.quiet(quietMs, timeoutMs);
  } finally {
    requests.stop();
  }
}
