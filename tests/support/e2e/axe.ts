import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { quietNetwork } from './quiet-network';

export type Theme = 'light' | 'dark';
export const THEMES: readonly Theme[] = ['light', 'dark'];

/**
 * Waits until the page has settled (its data loaded, so no skeleton stands in for the text that
 * will be checked), then runs axe-core over it and fails on any serious or critical violation,
 * listing each with the elements at fault. "Label in name" is experimental in axe and off by
 * default; it is turned on because a control that shows one text and is named another is exactly
 * what speech-input users trip over.
 */
export async function expectNoSeriousAxeViolations(page: Page, where = page.url()) {
  await quietNetwork(page);
  await expect(page.locator('.mantine-Skeleton-root, .mantine-Loader-root')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .options({
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Only violations are read: axe then spends no time describing every node that passed.
      resultTypes: ['violations'],
    })
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  const scheme = await page.locator('html').getAttribute('data-mantine-color-scheme');
  expect.soft(report, `axe on ${where} (${scheme} theme)`).toEqual([]);
}
