import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Intent } from '@shared/api/intent';
import { saveIntent } from '@shared/api/routes/intent';
import { COMFORT_LEVELS, INTENT_OPTIONS, INTENT_MESSAGES } from '@shared/domain/intent';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { PLAYER_ID } from '../../../../tests/support/renderer/session';
import { api } from '../../lib/api-client';
import { NETWORK_ERROR_MESSAGE, setApiBaseUrl } from '../../lib/http';
import { IntentForm } from './intent-form';
import type { ComfortLevels } from './comfort-level-field';

const savedIntent = (overrides: Partial<Intent> = {}): Intent => ({
  id: null,
  playerId: PLAYER_ID,
  coupleId: null,
  lookingFor: [],
  comfortLevel: 5,
  focusAreas: [],
  comfortZone: null,
  avoidCategories: [],
  experienceStyle: [],
  challengePreference: null,
  tonePreference: null,
  lastUpdated: null,
  ...overrides,
});

function renderForm({
  intent = savedIntent(),
  levels = COMFORT_LEVELS as ComfortLevels,
  onSave = vi.fn().mockResolvedValue(undefined),
}: {
  intent?: Intent;
  levels?: ComfortLevels;
  onSave?: (values: unknown) => Promise<unknown>;
} = {}) {
  renderWithProviders(
    <IntentForm intent={intent} choices={INTENT_OPTIONS} levels={levels} onSave={onSave} />,
  );
  return { onSave };
}

const tone = () => screen.getByRole('status', { name: 'Chosen comfort level' });
const levelInput = () => screen.getByRole('textbox', { name: /^Comfort level/ });
const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
const radios = (name: string) => screen.getByRole('radiogroup', { name: new RegExp(`^${name}`) });

// The server is unreachable in these tests.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('IntentForm', () => {
  it('shows the tone word and description of the chosen comfort level as it changes', async () => {
    renderForm();
    expect(levelInput()).toHaveValue('5');
    expect(tone()).toHaveTextContent(`Playful${COMFORT_LEVELS[5]!.description}`);

    await userEvent.clear(levelInput());
    await userEvent.type(levelInput(), '8');
    expect(tone()).toHaveTextContent(`Daring${COMFORT_LEVELS[8]!.description}`);

    // The slider moves the same level.
    const slider = screen.getByRole('slider', { name: 'Comfort level slider' });
    expect(slider).toHaveAttribute('aria-valuenow', '8');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(tone()).toHaveTextContent('Passionate');
    expect(levelInput()).toHaveValue('9');
  });

  it("keeps the comfort level within the lookup's lowest and highest levels", async () => {
    renderForm();
    await userEvent.clear(levelInput());
    await userEvent.type(levelInput(), '15');
    expect(tone()).toHaveTextContent('Fearless');
    await userEvent.tab();
    expect(levelInput()).toHaveValue('10');

    await userEvent.clear(levelInput());
    await userEvent.type(levelInput(), '0');
    await userEvent.tab();
    expect(levelInput()).toHaveValue('1');
    expect(tone()).toHaveTextContent('Gentle');
  });

  it('brings a saved level outside a smaller lookup into its range', () => {
    const levels = Object.fromEntries(
      Object.entries(COMFORT_LEVELS).filter(([level]) => Number(level) <= 7),
    );
    renderForm({ intent: savedIntent({ comfortLevel: 9 }), levels });
    expect(levelInput()).toHaveValue('7');
    expect(tone()).toHaveTextContent('Curious');
    expect(screen.getByText('From 1 to 7')).toBeVisible();
  });

  it('shows the saved choices, with the avoid categories as Hard Boundaries', () => {
    renderForm({
      intent: savedIntent({
        lookingFor: ['Romance'],
        avoidCategories: ['Pain', 'Outdoors'],
        tonePreference: 'Playful',
      }),
    });
    expect(within(group('Looking for')).getByRole('checkbox', { name: 'Romance' })).toBeChecked();
    const boundaries = group('Hard Boundaries');
    expect(within(boundaries).getAllByRole('checkbox')).toHaveLength(12);
    expect(within(boundaries).getByRole('checkbox', { name: 'Pain' })).toBeChecked();
    expect(within(boundaries).getByRole('checkbox', { name: 'Outdoors' })).toBeChecked();
    expect(within(radios('Tone')).getByRole('radio', { name: 'Playful' })).toBeChecked();
    expect(
      within(radios('Comfort zone')).getByRole('radio', { name: 'No preference' }),
    ).toBeChecked();
  });

  it('saves what was chosen and says so', async () => {
    const { onSave } = renderForm();
    await userEvent.click(within(group('Looking for')).getByRole('checkbox', { name: 'Passion' }));
    await userEvent.click(within(group('Hard Boundaries')).getByRole('checkbox', { name: 'Pain' }));
    await userEvent.click(
      within(radios('Challenge preference')).getByRole('radio', { name: 'Bold' }),
    );
    await userEvent.clear(levelInput());
    await userEvent.type(levelInput(), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(await screen.findByText(INTENT_MESSAGES.saved)).toBeVisible();
    expect(onSave).toHaveBeenCalledWith({
      lookingFor: ['Passion'],
      comfortLevel: 7,
      focusAreas: [],
      comfortZone: null,
      avoidCategories: ['Pain'],
      experienceStyle: [],
      challengePreference: 'Bold',
      tonePreference: null,
    });
  });

  it('says why a save failed and keeps everything chosen', async () => {
    renderForm({ onSave: (body) => api(saveIntent, { body: body as never }) });
    await userEvent.click(within(group('Focus areas')).getByRole('checkbox', { name: 'Trust' }));
    await userEvent.click(within(radios('Tone')).getByRole('radio', { name: 'Romantic' }));
    await userEvent.clear(levelInput());
    await userEvent.type(levelInput(), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));

    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      INTENT_MESSAGES.saveFailed(NETWORK_ERROR_MESSAGE),
    );
    expect(within(group('Focus areas')).getByRole('checkbox', { name: 'Trust' })).toBeChecked();
    expect(within(radios('Tone')).getByRole('radio', { name: 'Romantic' })).toBeChecked();
    expect(levelInput()).toHaveValue('3');
    expect(tone()).toHaveTextContent('Sweet');
  });
});
