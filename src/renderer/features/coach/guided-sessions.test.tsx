import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COACH_MESSAGES } from '@shared/domain/coach';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, PLAYER_ID, signIn } from '../../../../tests/support/renderer/couple-session';
import { ApiError, setApiBaseUrl } from '../../lib/http';
import { GuidedSessions } from './guided-sessions';
import { StartSessionForm, type WelcomedActivity } from './start-session-form';

const activity = (
  activityName: string,
  matchType: WelcomedActivity['matchType'],
  n: number,
): WelcomedActivity => ({
  activityId: `${n}a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d`,
  activityName,
  category: 'Touch',
  matchType,
});

const WELCOMED = [
  activity('Blindfold', 'Yes/Maybe', 1),
  activity('Slow massage', 'Both Yes', 2),
  activity('Role play', 'Both Maybe', 3),
];

// The server is unreachable in these tests.
beforeEach(() => {
  setApiBaseUrl('http://127.0.0.1:1');
  signIn(COUPLE_ID);
});
afterEach(() => setApiBaseUrl(''));

describe('StartSessionForm', () => {
  it('groups what both welcomed by how they answered, asks for one, and starts on it', async () => {
    const onStart = vi.fn();
    renderWithProviders(
      <StartSessionForm activities={WELCOMED} starting={false} error={null} onStart={onStart} />,
    );
    const select = screen.getByRole('combobox', { name: 'Activity you both welcomed' });
    expect(
      within(select)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['Both Yes', 'Both Maybe', 'Yes/Maybe']);

    await userEvent.click(screen.getByRole('button', { name: 'Start session' }));
    expect(onStart).not.toHaveBeenCalled();
    expect(screen.getByText('Choose an activity first.')).toBeVisible();

    await userEvent.selectOptions(select, 'Role play');
    await userEvent.click(screen.getByRole('button', { name: 'Start session' }));
    expect(onStart).toHaveBeenCalledWith(WELCOMED[2]);
  });

  it('offers a piece of clothing once, as itself, though the results list it for each way of wearing it', async () => {
    const onStart = vi.fn();
    const lingerie = (wear: string, matchType: WelcomedActivity['matchType']) => ({
      ...activity(`Lingerie or silky underwear (${wear})`, matchType, 4),
    });
    renderWithProviders(
      <StartSessionForm
        activities={[
          lingerie('one of you wears it', 'Yes/Maybe'),
          lingerie('your partner wears it', 'Both Yes'),
        ]}
        starting={false}
        error={null}
        onStart={onStart}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Activity you both welcomed' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Choose an activity', 'Lingerie or silky underwear']);
    await userEvent.selectOptions(select, 'Lingerie or silky underwear');
    await userEvent.click(screen.getByRole('button', { name: 'Start session' }));
    expect(onStart).toHaveBeenCalledWith(
      expect.objectContaining({
        activityName: 'Lingerie or silky underwear',
        matchType: 'Both Yes',
      }),
    );
  });

  it('says why starting failed', () => {
    renderWithProviders(
      <StartSessionForm
        activities={WELCOMED}
        starting={false}
        error={new ApiError(400, 'Choose an activity you both welcomed.')}
        onStart={vi.fn()}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(COACH_MESSAGES.startFailed);
    expect(alert).toHaveTextContent('Choose an activity you both welcomed.');
  });

  it('explains that there is nothing to start on before both have welcomed something', () => {
    renderWithProviders(
      <StartSessionForm activities={[]} starting={false} error={null} onStart={vi.fn()} />,
    );
    expect(screen.getByText(/Nothing you both welcomed yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start session' })).toBeNull();
  });
});

describe('GuidedSessions', () => {
  it('has no active session at first, and says when the sessions cannot be read', async () => {
    const onTierRefused = vi.fn();
    renderWithProviders(
      <GuidedSessions
        coupleId={COUPLE_ID}
        playerId={PLAYER_ID}
        canStart
        onTierRefused={onTierRefused}
      />,
    );
    expect(screen.getByText(COACH_MESSAGES.noActiveSession)).toBeVisible();
    expect(
      await screen.findByText(COACH_MESSAGES.fetchSessionsFailed, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(
      await screen.findByText(
        'Failed to load the activities you both welcomed',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getAllByRole('button', { name: 'Retry' })).toHaveLength(2);
    expect(onTierRefused).not.toHaveBeenCalled();
  });
});
