import type { Page } from '@playwright/test';
import { initializeJourney } from '../../src/shared/api/journey';
import { expect, test } from '../support/e2e/fixtures';
import { coupledPages } from '../support/e2e/seeded-players';
import { callAsPlayer, tokenOf } from '../support/e2e/player-api';

// Two sign-ups and an invitation before the boundaries page has a journey to show.
test.setTimeout(120_000);

const coupleIdOf = async (page: Page) => {
  const payload = (await tokenOf(page)).split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { coupleId: string })
    .coupleId;
};

test('a player adds a custom boundary and sees every word Velvet keeps out for it', async ({
  browser,
}) => {
  const [, robin] = await coupledPages(browser, ['Sasha', 'Robin']);
  await callAsPlayer(robin, initializeJourney, {
    params: { id: await coupleIdOf(robin) },
    body: { startingLevel: 'Vanilla', desiredLevel: 'Playful', hardBoundaries: [] },
  });

  await robin.goto('/boundaries');
  const add = robin.getByRole('region', { name: 'Add boundaries' });
  await expect(
    add.getByText('Always excluded: anything involving minors, non-consent or incapacity.'),
  ).toBeVisible();
  await expect(add.getByRole('checkbox', { name: 'minors' })).toHaveCount(0);

  await add.getByRole('textbox', { name: /Custom boundary/ }).fill('no spanking please');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add.getByText(/^Keeps out: spank, spanking, spanked, spanks/)).toBeVisible();

  await robin.getByRole('button', { name: 'Save Boundaries' }).click();
  await expect(robin.getByText('Your boundaries are saved.')).toBeVisible();
  const mine = robin.getByRole('region', { name: 'Your boundaries' });
  await expect(mine.getByText('no spanking please', { exact: true })).toBeVisible();
  await expect(mine.getByText(/^Keeps out: spank, spanking, spanked, spanks/)).toBeVisible();
  await expect(mine.getByText(/please/)).toHaveCount(1);
});
