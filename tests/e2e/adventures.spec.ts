import type { Page } from '@playwright/test';
import { HIDDEN_TITLE } from '../../src/shared/domain/adventures';
import { chanceVerdictForPartner } from '../../src/shared/domain/take-a-chance';
import { expect, test } from '../support/e2e/fixtures';
import {
  completeSurveyThroughApi,
  expectNoHorizontalOverflow,
  generateAdventure,
  openAdventureTab,
  partOf,
} from '../support/e2e/adventure-steps';
import { coupledPages } from '../support/e2e/seeded-players';

// Two sign-ups, an invitation and two surveys through the API before each adventure.
test.setTimeout(180_000);

const lastAdventure = (page: Page) => page.getByRole('region', { name: 'Last Adventure' });

test('an adventure goes from a teaser to a reflection, each partner seeing only their part', async ({
  browser,
}) => {
  const [ari, bo] = await coupledPages(browser, ['Ari', 'Bo']);
  await completeSurveyThroughApi(ari);
  await completeSurveyThroughApi(bo);

  // Before any adventure, the dashboard offers to generate one, on the Generate tab.
  await ari.goto('/dashboard');
  await expect(lastAdventure(ari).getByRole('link', { name: 'View Adventure' })).toHaveCount(0);
  await lastAdventure(ari).getByRole('link', { name: 'Generate Adventure' }).click();
  await expect(ari).toHaveURL(/\/adventures\?tab=generate$/);
  await expect(ari.getByRole('tab', { name: 'Generate Adventure' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  // Ari generates a romantic adventure with candles: the draft shows everything to Ari.
  const drafts = await generateAdventure(ari, 'Romantic', ['Candles']);
  const draft = drafts.getByRole('article');
  await expect(draft).toHaveCount(1);
  const title = (await draft.getByRole('heading', { level: 3 }).innerText()).trim();
  const details = (await partOf(draft, 'Details').innerText()).trim();
  const preparation = (await partOf(draft, 'Preparation instructions').innerText()).trim();
  expect(title).not.toBe(HIDDEN_TITLE);
  expect(details.length).toBeGreaterThan(0);
  await expect(partOf(draft, 'Summary')).not.toBeEmpty();
  await expect(partOf(draft, 'Accessories')).toContainText('Candles');

  // Bo sees no draft at all.
  await bo.goto('/adventures');
  await expect(bo.getByText('No drafts. Generate an adventure to start one.')).toBeVisible();
  await expect(bo.getByText(title)).toHaveCount(0);

  // Ari writes the teaser and sends it.
  const teaser = 'Keep Saturday evening free, and bring your warmest socks.';
  await draft.getByLabel(/^Teaser for your partner/).fill(teaser);
  await draft.getByRole('button', { name: 'Confirm & Send Teaser' }).click();
  await expect(ari.getByRole('tab', { name: 'Planned' })).toHaveAttribute('aria-selected', 'true');
  const sent = ari.getByRole('tabpanel', { name: 'Planned' }).getByRole('article');
  await expect(sent.getByText("Waiting for your partner's response")).toBeVisible();
  await expect(sent.getByRole('button', { name: 'Mark Completed' })).toHaveCount(0);

  // Bo sees the teaser only, under a hidden title, and accepts.
  const boPlanned = await openAdventureTab(bo, 'Planned');
  const invitation = boPlanned.getByRole('article', { name: HIDDEN_TITLE });
  await expect(partOf(invitation, 'Teaser')).toHaveText(teaser);
  await expect(invitation).toContainText('Planned by Ari');
  for (const secret of [title, details, preparation])
    await expect(bo.getByText(secret, { exact: false })).toHaveCount(0);
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(invitation.getByText('You accepted. Here is how to get ready.')).toBeVisible();
  await expect(partOf(invitation, 'Preparation instructions')).toHaveText(preparation);
  await expect(bo.getByText(details)).toHaveCount(0);

  // Ari sees the acceptance, marks it completed, and sees the points and a new badge.
  await ari.reload();
  await ari.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(ari.getByRole('tab', { name: 'Completed' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    ari
      .getByRole('status')
      .filter({ hasText: /^Adventure completed! You both earned \d+ points\.$/ }),
  ).toBeVisible();
  const toast = ari.getByRole('alert').filter({ hasText: 'New badge earned!' });
  await expect(toast.filter({ hasText: 'First Adventure' })).toBeVisible();
  const done = ari
    .getByRole('tabpanel', { name: 'Completed' })
    .getByRole('article', { name: title });
  await expect(done.getByText('Your partner has not written a reflection yet.')).toBeVisible();

  // Bo now sees everything, and must write something to reflect.
  await bo.reload();
  const boDone = (await openAdventureTab(bo, 'Completed')).getByRole('article', { name: title });
  await expect(partOf(boDone, 'Details')).toHaveText(details);
  await boDone.getByRole('button', { name: 'Submit Reflection' }).click();
  await expect(boDone.getByText('Please enter your reflection.')).toBeVisible();
  const reflection = 'The socks were a good call. Let us do it again soon.';
  await boDone.getByLabel(/^Your reflection/).fill(reflection);
  await boDone.getByRole('button', { name: 'Submit Reflection' }).click();
  await expect(partOf(boDone, 'Your reflection')).toHaveText(reflection);

  // Ari reads it as Partner's Reflection, on a phone-sized screen that does not scroll sideways.
  await ari.setViewportSize({ width: 375, height: 740 });
  await ari.reload();
  await expect(partOf(done, "Partner's Reflection")).toHaveText(reflection);
  await expectNoHorizontalOverflow(ari);

  // The dashboard now shows the adventure, with the way to it.
  await ari.goto('/dashboard');
  await expect(lastAdventure(ari)).toContainText(title);
  await lastAdventure(ari).getByRole('link', { name: 'View Adventure' }).click();
  await expect(ari.getByRole('tab', { name: 'Completed' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(ari.getByRole('article', { name: title })).toBeVisible();
});

/**
 * Watches, inside the page, for the coin dialog's first "Flipping the coin…" and records then
 * whether anything in it is animated. Read in the page at that instant, so a busy machine that
 * answers Playwright slowly cannot miss the 2 s spin.
 */
const watchCoinSpin = (page: Page) =>
  page.evaluate(() => {
    const spinning = new Promise<boolean>((resolve) => {
      const look = () => {
        const dialog = document.querySelector('[role="dialog"]');
        const status = dialog?.querySelector('[role="status"]');
        if (!dialog || status?.textContent !== 'Flipping the coin…') return false;
        resolve(
          Array.from(dialog.querySelectorAll('*')).some(
            (element) => getComputedStyle(element).animationName !== 'none',
          ),
        );
        return true;
      };
      const observer = new MutationObserver(() => {
        if (look()) observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    (window as unknown as { coinSpun: Promise<boolean> }).coinSpun = spinning;
  });

const coinSpun = (page: Page) =>
  page.evaluate(() => (window as unknown as { coinSpun: Promise<boolean> }).coinSpun);

test('Take a Chance flips a coin, still when motion is reduced, and its teaser can be declined', async ({
  browser,
}) => {
  const [cas, dee] = await coupledPages(browser, ['Cas', 'Dee']);
  await completeSurveyThroughApi(cas);
  await completeSurveyThroughApi(dee);

  for (const motion of ['no-preference', 'reduce'] as const) {
    await cas.emulateMedia({ reducedMotion: motion });
    await cas.goto('/adventures');
    await watchCoinSpin(cas);
    const drafts = await generateAdventure(cas, 'Take a Chance');

    const coin = cas.getByRole('dialog', { name: 'Take a Chance' });
    await expect(coin).toBeVisible();
    expect(await coinSpun(cas)).toBe(motion === 'no-preference');
    // Cas's own toss, the kind of date it picked, and whose forfeit it is.
    await expect(coin.getByRole('status')).toHaveText(
      /^The coin landed (heads: you win! .+ the forfeit falls to Dee, who|tails: you lose! .+ the forfeit is yours: bring Dee) /,
    );
    await expect(coin.getByRole('status')).toHaveText(/ It picked an? [a-z ]+ for you to plan, /);
    const result = (await coin.getByRole('status').innerText()).trim();
    await coin.getByRole('button', { name: 'Close' }).click();
    await expect(coin).toBeHidden();

    // The teaser Dee will get carries the same toss, read from Dee's side.
    const verdict = chanceVerdictForPartner(result.includes('you win!') ? 'win' : 'lose', 'Cas');
    const newest = drafts.getByRole('article').first();
    await expect(newest.getByLabel(/^Teaser for your partner/)).toHaveValue(
      new RegExp(`${verdict.replace(/[.!:]/g, '\\$&')}$`),
    );
  }

  // Dee is sent the latest teaser, with its verdict, and declines it, once asked.
  const newest = (await openAdventureTab(cas, 'Draft')).getByRole('article').first();
  const teaser = await newest.getByLabel(/^Teaser for your partner/).inputValue();
  await newest.getByRole('button', { name: 'Confirm & Send Teaser' }).click();
  await expect(cas.getByText("Waiting for your partner's response")).toBeVisible();
  await dee.goto('/adventures?tab=planned');
  const invitation = dee.getByRole('article', { name: HIDDEN_TITLE });
  await expect(partOf(invitation, 'Teaser')).toHaveText(teaser);
  await invitation.getByRole('button', { name: 'Decline' }).click();
  // Declining asks first, with Not tonight offered beside it.
  const asked = dee.getByRole('dialog', { name: 'Decline this adventure?' });
  await expect(asked.getByRole('button', { name: 'Not tonight' })).toBeVisible();
  await asked.getByRole('button', { name: 'Decline' }).click();
  await expect(dee.getByRole('tab', { name: 'Declined' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    dee.getByRole('tabpanel', { name: 'Declined' }).getByText('You declined this adventure.'),
  ).toBeVisible();
  await cas.goto('/adventures?tab=declined');
  await expect(cas.getByText('Your partner declined this adventure.')).toBeVisible();
});
