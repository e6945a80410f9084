import { gzipSync } from 'node:zlib';
import { expect, test } from '../support/e2e/fixtures';

/** The landing page's JavaScript budget, gzip (the architecture's figure). */
const BUDGET_BYTES = 150 * 1024;

/** Texts only the survey, results and admin screens carry: none may reach a visitor on `/`. */
const FOREIGN_TEXTS = {
  survey: ['Survey submitted! Taking you to your dashboard', 'There are no survey questions yet'],
  results: [
    'Both players need to mark their survey as complete',
    'Could not generate couple summary',
  ],
  admin: ['Only SuperAdmins can create other SuperAdmins', 'No Categories Available'],
} as const;

test('the landing page loads at most 150 kB of JavaScript, none of it survey, results or admin code', async ({
  page,
}) => {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((body) => ({ url: response.url(), body })));
  });

  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByText('Play deeper. Love bolder.').first()).toBeVisible();
  const loaded = await Promise.all(scripts);

  // Gzip here, so the figure does not depend on how the server encodes its replies.
  const gzipBytes = loaded.reduce((sum, script) => sum + gzipSync(script.body).length, 0);
  console.log(
    `Landing page JavaScript: ${(gzipBytes / 1024).toFixed(1)} kB gzip in ${loaded.length} chunk(s)`,
  );
  expect(loaded.length).toBeGreaterThan(0);
  expect(gzipBytes).toBeLessThanOrEqual(BUDGET_BYTES);

  for (const [area, texts] of Object.entries(FOREIGN_TEXTS)) {
    for (const text of texts) {
      const carriers = loaded.filter((script) => script.body.includes(text)).map((s) => s.url);
      expect(carriers, `${area} code ("${text}") on the landing page`).toEqual([]);
    }
  }
});
