import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signInForTest } from '../../../../tests/support/renderer/session';
import { RequireSession } from '../../app/require-session';
import { setApiBaseUrl } from '../../lib/http';
import { boundaryPreviewKey } from './api';
import { BoundariesEditor } from './boundaries-editor';
import { BoundariesPage } from './boundaries-page';

const renderPage = () =>
  renderRoutes(
    [
      {
        element: <RequireSession />,
        children: [{ path: '/boundaries', element: <BoundariesPage /> }],
      },
      { path: '/login', element: <p>Login screen</p> },
      { path: '/dashboard', element: <p>Dashboard screen</p> },
    ],
    '/boundaries',
  );

// The server is unreachable in these tests.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('BoundariesPage', () => {
  it('explains that boundaries come with a couple', () => {
    signInForTest();
    renderPage();
    expect(screen.getByText(/starts once you connect with your partner/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('says the journey failed to load, with a Retry', async () => {
    signInForTest(COUPLE_ID);
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Failed to load your journey');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  });
});

describe('BoundariesEditor', () => {
  const journey = {
    initialized: true,
    startingLevel: 'Playful',
    desiredLevel: 'Adventurous',
    currentLevel: 'Playful',
    myHardBoundaries: ['pain', 'custom: loud music'],
    initializedAt: '2025-03-01T10:00:00.000Z',
    boundaryPrompt: null,
  } as const;

  it("lists the player's own boundaries, offers the rest, and only lowers the desired level", async () => {
    signInForTest(COUPLE_ID);
    renderWithProviders(
      <BoundariesEditor
        coupleId={COUPLE_ID}
        journey={{ ...journey, myHardBoundaries: [...journey.myHardBoundaries] }}
      />,
    );
    const mine = screen.getByRole('region', { name: 'Your boundaries' });
    const [pain, music] = within(mine).getAllByRole('listitem');
    expect(pain).toHaveTextContent(/^pain$/);
    expect(music).toHaveTextContent(/^loud music/);
    const add = screen.getByRole('region', { name: 'Add boundaries' });
    expect(within(add).getAllByRole('checkbox')).toHaveLength(8);
    expect(within(add).queryByRole('checkbox', { name: 'minors' })).toBeNull();
    expect(
      within(add).getByText(
        'Always excluded: anything involving minors, non-consent or incapacity.',
      ),
    ).toBeVisible();
    expect(within(add).queryByRole('checkbox', { name: 'pain' })).toBeNull();

    const desired = screen.getByRole('radiogroup', { name: /^Desired level/ });
    expect(within(desired).getByRole('radio', { name: /Vanilla/ })).toBeDisabled();
    expect(within(desired).getByRole('radio', { name: /Intense/ })).toBeDisabled();
    expect(within(desired).getByRole('radio', { name: /Adventurous/ })).toBeChecked();

    const save = screen.getByRole('button', { name: 'Save Boundaries' });
    expect(save).toBeDisabled();
    await userEvent.type(
      within(add).getByRole('textbox', { name: /Custom boundary/ }),
      'Loud music{Enter}',
    );
    expect(within(add).getByRole('alert')).toHaveTextContent(
      'That boundary is already on your list.',
    );
    await userEvent.click(within(add).getByRole('checkbox', { name: 'fire' }));
    await userEvent.click(save);
    expect(
      await screen.findByText(/^Failed to save your boundaries: /, {}, { timeout: 5000 }),
    ).toBeVisible();
  }, 10_000);

  it('shows under each saved custom entry the words it keeps out', async () => {
    signInForTest(COUPLE_ID);
    const { queryClient } = renderWithProviders(
      <BoundariesEditor
        coupleId={COUPLE_ID}
        journey={{ ...journey, myHardBoundaries: ['pain', 'custom: no spanking please'] }}
      />,
    );
    const mine = screen.getByRole('region', { name: 'Your boundaries' });
    const entry = within(mine).getAllByRole('listitem')[1]!;
    expect(within(entry).getByText('Reading what this keeps out…')).toBeVisible();
    // The server is unreachable here: the entry still reads as kept out.
    expect(
      await within(entry).findByText(/^Could not show what this keeps out/, {}, { timeout: 5000 }),
    ).toBeVisible();
    queryClient.setQueryData(boundaryPreviewKey('no spanking please'), {
      keepsOut: ['spank', 'spanking', 'spanked', 'spanks'],
    });
    expect(
      await within(entry).findByText('Keeps out: spank, spanking, spanked, spanks'),
    ).toBeVisible();
  }, 10_000);
});
