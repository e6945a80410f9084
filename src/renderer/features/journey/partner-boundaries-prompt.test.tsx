import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getJourney } from '@shared/api/routes/journey';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { routeKey } from '../../lib/route-query';
import { JOURNEY_MESSAGES } from './messages';
import { PartnerBoundariesPrompt } from './partner-boundaries-prompt';

const started = {
  initialized: true,
  startingLevel: 'Playful',
  desiredLevel: 'Adventurous',
  currentLevel: 'Playful',
  myHardBoundaries: [],
  initializedAt: '2025-03-01T10:00:00.000Z',
} as const;

function renderPrompt(boundaryPrompt: { partnerName: string } | null, withLink = true) {
  signInForTest(COUPLE_ID);
  return renderRoutes(
    [{ path: '*', element: <PartnerBoundariesPrompt coupleId={COUPLE_ID} withLink={withLink} /> }],
    '/',
    (queryClient) =>
      queryClient.setQueryData(routeKey(getJourney, { params: { id: COUPLE_ID } }), {
        ...started,
        boundaryPrompt,
      }),
  );
}

// The server is unreachable in these tests.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('PartnerBoundariesPrompt', () => {
  it('names who started the journey and leads to the boundaries', () => {
    renderPrompt({ partnerName: 'Sam' });
    const prompt = screen.getByRole('region', { name: 'Sam started your journey' });
    expect(prompt).toHaveTextContent('Sam started your journey');
    expect(prompt).toHaveTextContent(JOURNEY_MESSAGES.boundaryPrompt);
    expect(within(prompt).getByRole('link', { name: 'Add my boundaries' })).toHaveAttribute(
      'href',
      '/boundaries',
    );
  });

  it('shows nothing when nobody is waiting on this player', () => {
    renderPrompt(null);
    expect(screen.queryByRole('region', { name: /started your journey/ })).toBeNull();
  });

  it('offers Not now, and says when putting it away fails', async () => {
    renderPrompt({ partnerName: 'Sam' }, false);
    const prompt = screen.getByRole('region', { name: 'Sam started your journey' });
    expect(within(prompt).queryByRole('link')).toBeNull();
    await userEvent.click(within(prompt).getByRole('button', { name: 'Not now' }));
    expect(await within(prompt).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      JOURNEY_MESSAGES.dismissFailed,
    );
  });
});
