import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { getJourney } from '@shared/api/routes/journey';
import userEvent from '@testing-library/user-event';
import { LEVEL_HINT } from '@shared/domain/journey';
import { renderRoutes, renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, signInForTest } from '../../../../tests/support/renderer/session';
import { setApiBaseUrl } from '../../lib/http';
import { routeKey } from '../../lib/route-query';
import { boundaryPreviewKey } from './api';
import { JourneySetupModal } from './journey-setup-modal';
import { StartJourneyCard } from './start-journey-card';
import { StartedJourney } from './started-journey';

const open = (onSave = vi.fn().mockResolvedValue(undefined), onClose = vi.fn()) => {
  renderWithProviders(<JourneySetupModal opened onClose={onClose} onSave={onSave} />);
  return { onSave, onClose, dialog: screen.getByRole('dialog', { name: 'Start Your Journey' }) };
};
const group = (name: string) => screen.getByRole('radiogroup', { name: new RegExp(`^${name}`) });
const level = (groupName: string, name: string) =>
  within(group(groupName)).getByRole('radio', { name: new RegExp(name) });

beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('JourneySetupModal', () => {
  it('starts with the levels and the hint, and refuses a desired level below the starting one', async () => {
    open();
    expect(screen.getByText(LEVEL_HINT)).toBeVisible();
    for (const name of ['Vanilla', 'Playful', 'Adventurous', 'Intense'])
      expect(level('Starting level', name)).toBeEnabled();

    await userEvent.click(level('Starting level', 'Intense'));
    for (const name of ['Vanilla', 'Playful', 'Adventurous'])
      expect(level('Desired level', name)).toBeDisabled();
    expect(
      screen.getByText('Your desired level cannot be below your starting level.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.queryByRole('group', { name: /Hard boundaries/ })).toBeNull();

    await userEvent.click(level('Desired level', 'Intense'));
    expect(
      screen.queryByText('Your desired level cannot be below your starting level.'),
    ).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: /Hard boundaries/ })).toBeVisible();
  });

  it('offers the boundaries to tick and custom entries, goes Back keeping the choices, and saves', async () => {
    const { onSave, onClose } = open();
    await userEvent.click(level('Starting level', 'Playful'));
    await userEvent.click(level('Desired level', 'Adventurous'));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    const boundaries = screen.getByRole('group', { name: /Hard boundaries/ });
    expect(within(boundaries).getAllByRole('checkbox')).toHaveLength(9);
    expect(screen.queryByRole('checkbox', { name: 'minors' })).toBeNull();
    expect(
      screen.getByText('Always excluded: anything involving minors, non-consent or incapacity.'),
    ).toBeVisible();
    await userEvent.click(within(boundaries).getByRole('checkbox', { name: 'bodily fluids' }));
    await userEvent.click(within(boundaries).getByRole('checkbox', { name: 'pain' }));

    const custom = screen.getByRole('textbox', { name: /Custom boundary/ });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Type a boundary before adding it.');
    await userEvent.type(custom, 'tickling{Enter}');
    await userEvent.type(custom, 'loud music');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.type(custom, 'Tickling{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('That boundary is already on your list.');
    await userEvent.clear(custom);
    await userEvent.click(screen.getByRole('button', { name: 'Remove loud music' }));
    expect(screen.queryByText('loud music')).toBeNull();
    expect(screen.getByText('tickling')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(level('Starting level', 'Playful')).toBeChecked();
    expect(level('Desired level', 'Adventurous')).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('checkbox', { name: 'pain' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      startingLevel: 'Playful',
      desiredLevel: 'Adventurous',
      hardBoundaries: ['bodily_fluids', 'pain', 'custom: tickling'],
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('shows under a custom entry the words it keeps out, once the server has read it', async () => {
    const { queryClient } = renderWithProviders(
      <JourneySetupModal opened onClose={vi.fn()} onSave={vi.fn()} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.type(
      screen.getByRole('textbox', { name: /Custom boundary/ }),
      'tickling feet{Enter}',
    );
    const entry = screen.getByRole('listitem');
    expect(entry).toHaveTextContent(/^tickling feet/);
    queryClient.setQueryData(boundaryPreviewKey('tickling feet'), {
      keepsOut: ['tickle', 'tickling', 'feet', 'foot'],
    });
    expect(await within(entry).findByText('Keeps out: tickle, tickling, feet, foot')).toBeVisible();
  });

  it('closes on Skip for Now, from either step', async () => {
    const { onClose, onSave } = open();
    await userEvent.click(screen.getByRole('button', { name: 'Skip for Now' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Skip for Now' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onSave).not.toHaveBeenCalled();
  });
});

/** The card as a screen holds it: the screen keeps whether the setup is open. */
function CardOnAScreen() {
  const [opened, setOpened] = useState(false);
  return <StartJourneyCard coupleId={COUPLE_ID} opened={opened} onOpenedChange={setOpened} />;
}

const JOURNEY_KEY = routeKey(getJourney, { params: { id: COUPLE_ID } });
const journey = (initialized: boolean) => ({
  initialized,
  startingLevel: initialized ? 'Vanilla' : null,
  desiredLevel: initialized ? 'Playful' : null,
  currentLevel: initialized ? 'Vanilla' : null,
  myHardBoundaries: [],
  initializedAt: initialized ? '2026-05-01T10:00:00.000Z' : null,
  boundaryPrompt: null,
});

describe('StartJourneyCard', () => {
  it('keeps the setup open when the partner starts the journey meanwhile', async () => {
    signInForTest(COUPLE_ID);
    let client: QueryClient | null = null;
    renderRoutes(
      [
        {
          path: '*',
          element: (
            <StartedJourney coupleId={COUPLE_ID}>
              <p>The journey has started</p>
            </StartedJourney>
          ),
        },
      ],
      '/dashboard',
      (seeded) => {
        client = seeded;
        seeded.setQueryData(JOURNEY_KEY, journey(false));
      },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Start Your Journey' }));
    const dialog = await screen.findByRole('dialog', { name: 'Start Your Journey' });
    // The partner's save arrives as a live update while this player is choosing.
    // The cache tells its readers on a later tick: let that tick and its render happen.
    await act(async () => {
      client!.setQueryData(JOURNEY_KEY, journey(true));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(dialog).toBeVisible();
    expect(screen.queryByText('The journey has started')).toBeNull();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Skip for Now' }));
    expect(await screen.findByText('The journey has started')).toBeVisible();
  });

  it('opens the setup, and keeps what was entered when initializing fails', async () => {
    signInForTest(COUPLE_ID);
    renderWithProviders(<CardOnAScreen />);
    const card = screen.getByRole('region', { name: 'Start Your Journey' });
    await userEvent.click(within(card).getByRole('button', { name: 'Start Your Journey' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'fire' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const dialog = screen.getByRole('dialog', { name: 'Start Your Journey' });
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'Failed to initialize journey',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'fire' })).toBeChecked();
  });
});
