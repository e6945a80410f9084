import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes, renderWithProviders } from '../../../../tests/support/renderer/render';
import { signInForTest as signIn } from '../../../../tests/support/renderer/session';
import { RequireSession } from '../../app/require-session';
import { NETWORK_ERROR_MESSAGE, setApiBaseUrl } from '../../lib/http';
import {
  ALL_ANSWERED,
  NO_RESPONSES,
  STRUCTURE,
  WEAR_KEY,
} from '../../../../tests/support/renderer/survey-fixtures';
import { ROUND_TEXTS, SURVEY_MESSAGES } from './messages';
import { SurveyForm } from './survey-form';
import { SurveyPage } from './survey-page';

const renderSurveyPage = () =>
  renderRoutes(
    [
      { element: <RequireSession />, children: [{ path: '/survey', element: <SurveyPage /> }] },
      { path: '/login', element: <p>Login screen</p> },
    ],
    '/survey',
  );

const LONG = { timeout: 5000 };

// The server is unreachable in these tests: every call fails as a lost connection would.
beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('SurveyPage', () => {
  it('shows a skeleton, then says the survey failed to load, and retries', async () => {
    signIn();
    renderSurveyPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Survey' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading survey…');

    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent(SURVEY_MESSAGES.loadFailed);
    expect(screen.queryByRole('button', { name: 'Submit Survey' })).toBeNull();

    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Failed to load survey. Please try again.',
    );
  });

  it('redirects to /login without a session', async () => {
    const { router } = renderSurveyPage();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('SurveyForm', () => {
  it('names each answer group after what it asks, with clothing answered twice', () => {
    renderWithProviders(<SurveyForm structure={STRUCTURE} responses={NO_RESPONSES} />);

    expect(screen.getByRole('heading', { name: 'General Questions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Activity Preferences' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Romance' })).toBeInTheDocument();

    const question = screen.getByRole('radiogroup', {
      name: 'What kind of evening do you prefer?',
    });
    expect(question).toHaveAccessibleDescription('Pick the one closest to you.');
    expect(within(question).getByRole('radio', { name: 'Calm and cosy' })).not.toBeChecked();
    expect(within(question).getByRole('radio', { name: 'Wild and spontaneous' })).not.toBeChecked();

    const dancing = screen.getByRole('radiogroup', { name: 'Slow dancing at home' });
    expect(dancing).toHaveAccessibleDescription('Just the two of you.');
    for (const name of ['Yes', 'Maybe', 'No']) {
      expect(within(dancing).getByRole('radio', { name })).not.toBeChecked();
    }

    const lingerie = screen.getByRole('group', { name: 'Lace lingerie' });
    const wear = within(lingerie).getByRole('radiogroup', { name: 'You wearing it' });
    const see = within(lingerie).getByRole('radiogroup', { name: 'Your partner wearing it' });
    expect(within(wear).getAllByRole('radio')).toHaveLength(3);
    expect(within(see).getAllByRole('radio')).toHaveLength(3);

    // One question, one activity and a clothing activity counted twice.
    expect(screen.getByText('0 of 4 answered')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 4 answered',
    );
    expect(screen.getByRole('button', { name: 'Submit Survey' })).toBeDisabled();
  });

  it('shows an answer at once and puts it back when it cannot be saved', async () => {
    renderWithProviders(<SurveyForm structure={STRUCTURE} responses={NO_RESPONSES} />);
    const dancing = screen.getByRole('radiogroup', { name: 'Slow dancing at home' });

    // Clicked and checked in the same tick: the answer never waits for the server.
    fireEvent.click(within(dancing).getByRole('radio', { name: 'Yes' }));
    expect(within(dancing).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.getByText('1 of 4 answered')).toBeInTheDocument();
    expect(screen.getByText('Saving…')).toBeInTheDocument();

    const alert = await screen.findByRole('alert', {}, LONG);
    expect(alert).toHaveTextContent(`Failed to save preference: ${NETWORK_ERROR_MESSAGE}`);
    expect(within(dancing).getByRole('radio', { name: 'Yes' })).not.toBeChecked();
    expect(dancing).toHaveAccessibleDescription(
      `Just the two of you. Failed to save preference: ${NETWORK_ERROR_MESSAGE}`,
    );
    expect(screen.getByText('0 of 4 answered')).toBeInTheDocument();
  });

  it('says a general answer could not be saved as a response', async () => {
    renderWithProviders(<SurveyForm structure={STRUCTURE} responses={NO_RESPONSES} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Wild and spontaneous' }));
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent(
      `Failed to save response: ${NETWORK_ERROR_MESSAGE}`,
    );
    expect(screen.getByRole('radio', { name: 'Wild and spontaneous' })).not.toBeChecked();
  });

  it('preloads saved answers; a completed survey can be updated', async () => {
    renderWithProviders(<SurveyForm structure={STRUCTURE} responses={ALL_ANSWERED} />);

    expect(screen.getByRole('radio', { name: 'Calm and cosy' })).toBeChecked();
    const dancing = screen.getByRole('radiogroup', { name: 'Slow dancing at home' });
    expect(within(dancing).getByRole('radio', { name: 'Yes' })).toBeChecked();
    const wear = screen.getByRole('radiogroup', { name: 'You wearing it' });
    expect(within(wear).getByRole('radio', { name: 'Maybe' })).toBeChecked();
    const see = screen.getByRole('radiogroup', { name: 'Your partner wearing it' });
    expect(within(see).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(screen.getByText('4 of 4 answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next unanswered' })).toBeDisabled();

    expect(screen.queryByRole('button', { name: 'Submit Survey' })).toBeNull();
    const update = screen.getByRole('button', { name: 'Update Survey' });
    expect(update).toBeEnabled();
    await userEvent.click(update);
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Failed to complete survey. Please try again.',
    );
  });

  it('keeps Submit Survey disabled while an answer is being saved', async () => {
    renderWithProviders(
      <SurveyForm structure={STRUCTURE} responses={{ ...ALL_ANSWERED, completedAt: null }} />,
    );
    const submit = screen.getByRole('button', { name: 'Submit Survey' });
    expect(submit).toBeEnabled();

    fireEvent.click(screen.getByRole('radio', { name: 'Wild and spontaneous' }));
    expect(submit).toBeDisabled();
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Failed to save response:',
    );
    expect(screen.getByRole('radio', { name: 'Calm and cosy' })).toBeChecked();
    expect(submit).toBeEnabled();
  });

  it('jumps to the next unanswered item', async () => {
    const { [WEAR_KEY]: _unanswered, ...activities } = ALL_ANSWERED.activities;
    renderWithProviders(
      <SurveyForm structure={STRUCTURE} responses={{ ...ALL_ANSWERED, activities }} />,
    );
    expect(screen.getByText('3 of 4 answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Survey' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next unanswered' }));
    const wear = screen.getByRole('radiogroup', { name: 'You wearing it' });
    expect(within(wear).getByRole('radio', { name: 'Yes' })).toHaveFocus();
  });
});

describe('changing a submitted survey', () => {
  const dancingRadio = (name: string) =>
    within(screen.getByRole('radiogroup', { name: 'Slow dancing at home' })).getByRole('radio', {
      name,
    });

  it('asks before the first change that starts a new round, and Keep my answers changes nothing', async () => {
    renderWithProviders(
      <SurveyForm
        structure={STRUCTURE}
        responses={{ ...ALL_ANSWERED, changeStartsNewRound: true }}
      />,
    );
    await userEvent.click(dancingRadio('Maybe'));

    const dialog = await screen.findByRole('dialog', { name: ROUND_TEXTS.newRoundTitle });
    for (const line of ROUND_TEXTS.newRound) expect(dialog).toHaveTextContent(line);
    expect(dialog).toHaveTextContent('You can start a new round once every 7 days.');
    const keep = within(dialog).getByRole('button', { name: 'Keep my answers' });
    await waitFor(() => expect(keep).toHaveFocus());
    await userEvent.click(keep);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dancingRadio('Yes')).toBeChecked();
    expect(screen.queryByText('Saving…')).toBeNull();

    // Escape backs out the same way.
    await userEvent.click(dancingRadio('No'));
    await screen.findByRole('dialog', { name: ROUND_TEXTS.newRoundTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(dancingRadio('Yes')).toBeChecked();
    expect(screen.queryByText('Saving…')).toBeNull();
  });

  it('applies the change once agreed, and asks no more', async () => {
    renderWithProviders(
      <SurveyForm
        structure={STRUCTURE}
        responses={{ ...ALL_ANSWERED, changeStartsNewRound: true }}
      />,
    );
    await userEvent.click(dancingRadio('Maybe'));
    const dialog = await screen.findByRole('dialog', { name: ROUND_TEXTS.newRoundTitle });
    // Clicked and applied in the same tick, before the unreachable server answers.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change my answers' }));
    expect(dancingRadio('Maybe')).toBeChecked();
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const wear = screen.getByRole('radiogroup', { name: 'You wearing it' });
    fireEvent.click(within(wear).getByRole('radio', { name: 'Yes' }));
    expect(within(wear).getByRole('radio', { name: 'Yes' })).toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
    // The server is unreachable here: both saves were sent, and both fail.
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2), LONG);
  });

  it('says a change takes the submission back when no new round starts', async () => {
    renderWithProviders(<SurveyForm structure={STRUCTURE} responses={ALL_ANSWERED} />);
    await userEvent.click(screen.getByRole('radio', { name: 'Wild and spontaneous' }));
    const dialog = await screen.findByRole('dialog', { name: ROUND_TEXTS.changeTitle });
    for (const line of ROUND_TEXTS.change) expect(dialog).toHaveTextContent(line);
    expect(dialog).not.toHaveTextContent('new round');
  });

  it('never asks before the first submission', () => {
    renderWithProviders(
      <SurveyForm structure={STRUCTURE} responses={{ ...ALL_ANSWERED, completedAt: null }} />,
    );
    fireEvent.click(dancingRadio('No'));
    expect(dancingRadio('No')).toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the answers only, saying from when they can change, while no new round may start', async () => {
    renderWithProviders(
      <SurveyForm
        structure={STRUCTURE}
        responses={{
          ...ALL_ANSWERED,
          changeStartsNewRound: true,
          nextRoundAllowedAt: '2025-03-11T12:00:00.000Z',
        }}
      />,
    );
    expect(
      screen.getByText(
        /^Your answers can change again from March 11, 2025 at .+: a new round of the survey can start once every 7 days\.$/,
      ),
    ).toBeVisible();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(dancingRadio('Yes')).toBeChecked();

    await userEvent.click(dancingRadio('No'));
    expect(dancingRadio('Yes')).toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Saving…')).toBeNull();
  });
});
