import type { Page } from '@playwright/test';
import {
  confirmExperience,
  generateExperience,
  respondToExperience,
} from '../../src/shared/api/adventures';
import { acceptDare, generateDare, revealDare } from '../../src/shared/api/dares';
import { confirmTask, generateTask, startTask } from '../../src/shared/api/quicktasks';
import { openAdventureTab } from '../support/e2e/adventure-steps';
import {
  openDareTab,
  setUpJourneyThroughApi,
  waitForPartnerInSession,
} from '../support/e2e/dare-steps';
import { expect, test } from '../support/e2e/fixtures';
import { callAsPlayer, tokenOf } from '../support/e2e/player-api';
import { coupledPages } from '../support/e2e/seeded-players';
import { completeSurveyThroughApi } from '../support/e2e/survey-steps';

// Two partners side by side: what Sol does shows on Rin's open page within 2 s, with no reload
// and no polling, because the live stream invalidates the read (docs/live-updates.md).
test.setTimeout(180_000);
const LIVE = { timeout: 2_000 };

/** The page's couple and player, as its session token names them. */
async function whoIs(page: Page) {
  const payload = (await tokenOf(page)).split('.')[1] ?? '';
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    sub: string;
    coupleId: string;
  };
  return { id: claims.sub, coupleId: claims.coupleId };
}

/** Opens `path` and waits until its live stream is open (the server answered GET /api/events). */
async function openLive(page: Page, path: string) {
  const opened = page.waitForResponse(
    (response) => response.url().includes('/api/events') && response.ok(),
    { timeout: 10_000 },
  );
  await page.goto(path);
  await opened;
}

test("a partner's quick task, dare and adventure steps reach the other's open page within 2 s", async ({
  browser,
}) => {
  const [rin, sol] = await coupledPages(browser, ['Rin', 'Sol']);
  await waitForPartnerInSession(rin);
  await Promise.all([completeSurveyThroughApi(rin), completeSurveyThroughApi(sol)]);
  await setUpJourneyThroughApi(rin, 'Adventurous');
  const { coupleId } = await whoIs(rin);
  const solId = (await whoIs(sol)).id;

  // Quick task: Rin has confirmed and waits on the dashboard; Sol confirms.
  const task = await callAsPlayer(rin, generateTask, { params: { id: coupleId } });
  await callAsPlayer(sol, startTask, { params: { id: task.id } });
  await callAsPlayer(rin, confirmTask, { params: { id: task.id } });
  await openLive(rin, '/dashboard');
  const tasks = rin.getByRole('region', { name: 'Quick Tasks' });
  await expect(tasks.getByText('Waiting for your partner to confirm...')).toBeVisible();
  await callAsPlayer(sol, confirmTask, { params: { id: task.id } });
  await expect(tasks.getByRole('button', { name: 'Generate Task' })).toBeVisible(LIVE);
  await expect(tasks.getByText('Waiting for your partner to confirm...')).toHaveCount(0);

  // Dare: Rin's sent dare waits for an answer; Sol reveals and accepts it.
  const dare = await callAsPlayer(rin, generateDare, {
    body: { coupleId, receiverId: solId, difficultyLevel: 'romantic' },
  });
  await openLive(rin, '/dares');
  const sent = (await openDareTab(rin, 'Sent')).getByRole('article').first();
  await expect(sent).toContainText('Waiting for Sol to answer.');
  await callAsPlayer(sol, revealDare, { params: { id: dare.id } });
  await callAsPlayer(sol, acceptDare, { params: { id: dare.id } });
  await expect(sent).toContainText('Waiting for Sol to do it.', LIVE);

  // Adventure: Rin's teaser waits for Sol's answer; Sol accepts.
  const draft = await callAsPlayer(rin, generateExperience, {
    body: { coupleId, type: 'Romantic' },
  });
  await callAsPlayer(rin, confirmExperience, { params: { id: draft.id }, body: {} });
  await openLive(rin, '/adventures');
  const planned = (await openAdventureTab(rin, 'Planned')).getByRole('article');
  await expect(planned.getByText("Waiting for your partner's response")).toBeVisible();
  await callAsPlayer(sol, respondToExperience, {
    body: { experienceId: draft.id, playerId: solId, response: 'accepted' },
  });
  await expect(planned.getByRole('button', { name: 'Mark Completed' })).toBeVisible(LIVE);
});
