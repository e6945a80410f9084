import type { Page, Request } from '@playwright/test';

/** Requests that stay open by design (the live event stream) never count as loading. */
const STAYS_OPEN = /\/api\/events(?:\?|$)/;

/**
 * Waits until the page has had no request in flight for `quietMs`, leaving out the live event
 * stream. Playwright's "networkidle" waits half a second and never settles while a stream is
 * open; this settles as soon as the page's reads are done.
 */
export async function quietNetwork(page: Page, quietMs = 200, timeoutMs = 10_000) {
  const pending = new Set<Request>();
  const started = (request: Request) => {
    if (!STAYS_OPEN.test(request.url())) pending.add(request);
  };
  const ended = (request: Request) => pending.delete(request);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const deadline = Date.now() + timeoutMs;
    let quietSince = Date.now();
    while (Date.now() < deadline) {
      if (pending.size > 0) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
      await page.waitForTimeout(25);
    }
    throw new Error(
      `requests still loading after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(', ')}`,
    );
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
