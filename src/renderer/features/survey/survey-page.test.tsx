import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../../../../tests/support/renderer/render';
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
import type { SavedResponses } from './survey-model';
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

/** The form at /survey, on the step `?step=` names (the general questions, then Romance). */
const renderForm = (responses: SavedResponses, step?: '2' | 'review') =>
  renderRoutes(
    [{ path: '/survey', element: <SurveyForm structure={STRUCTURE} responses={responses} /> }],
    step ? `/survey?step=${step}` : '/survey',
  );

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
    renderForm(NO_RESPONSES);
    expect(screen.getByRole('heading', { name: 'General Questions' })).toHaveAccessibleDescription(
      'Category 1 of 2',
    );
    const question = screen.getByRole('radiogroup', {
      name: 'What kind of evening do you prefer?',
    });
    expect(question).toHaveAccessibleDescription('Pick the one closest to you.');
    expect(within(question).getByRole('radio', { name: 'Calm and cosy' })).not.toBeChecked();
    expect(within(question).getByRole('radio', { name: 'Wild and spontaneous' })).not.toBeChecked();
    // One question, one activity and a clothing activity counted twice.
    expect(screen.getByText('0 of 4 answered')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Survey progress' })).toHaveAttribute(
      'aria-valuetext',
      '0 of 4 answered',
    );
    cleanup();

    renderForm(NO_RESPONSES, '2');
    expect(screen.getByRole('heading', { name: 'Romance' })).toHaveAccessibleDescription(
      'Category 2 of 2',
    );
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
    cleanup();

    renderForm(NO_RESPONSES, 'review');
    expect(screen.getByRole('button', { name: 'Submit Survey' })).toBeDisabled();
  });

  it('shows an answer at once and puts it back when it cannot be saved', async () => {
    renderForm(NO_RESPONSES, '2');
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
    renderForm(NO_RESPONSES);
    await userEvent.click(screen.getByRole('radio', { name: 'Wild and spontaneous' }));
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent(
      `Failed to save response: ${NETWORK_ERROR_MESSAGE}`,
    );
    expect(screen.getByRole('radio', { name: 'Wild and spontaneous' })).not.toBeChecked();
  });

  it('preloads saved answers; a completed survey can be updated', async () => {
    renderForm(ALL_ANSWERED);
    expect(screen.getByRole('radio', { name: 'Calm and cosy' })).toBeChecked();
    expect(screen.getByText('4 of 4 answered')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next unanswered' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    const dancing = screen.getByRole('radiogroup', { name: 'Slow dancing at home' });
    expect(within(dancing).getByRole('radio', { name: 'Yes' })).toBeChecked();
    const wear = screen.getByRole('radiogroup', { name: 'You wearing it' });
    expect(within(wear).getByRole('radio', { name: 'Maybe' })).toBeChecked();
    const see = screen.getByRole('radiogroup', { name: 'Your partner wearing it' });
    expect(within(see).getByRole('radio', { name: 'No' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Every item is answered.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Survey' })).toBeNull();
    const update = screen.getByRole('button', { name: 'Update Survey' });
    expect(update).toBeEnabled();
    await userEvent.click(update);
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent(
      'Failed to complete survey. Please try again.',
    );
  });

  it('keeps Submit Survey disabled while an answer is being saved', async () => {
    renderForm({ ...ALL_ANSWERED, completedAt: null });
    // Answered, then straight on to the review while the save is on its way.
    fireEvent.click(screen.getByRole('radio', { name: 'Wild and spontaneous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    const submit = screen.getByRole('button', { name: 'Submit Survey' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Saving your answers…')).toBeInTheDocument();

    // The save fails: the answer is back to the saved one, and Submit opens.
    await waitFor(() => expect(submit).toBeEnabled(), LONG);
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: 'Calm and cosy' })).toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save response:');
  });

  it('jumps to the next unanswered item, on the step that holds it', async () => {
    const { [WEAR_KEY]: _unanswered, ...activities } = ALL_ANSWERED.activities;
    const { router } = renderForm({ ...ALL_ANSWERED, activities });
    expect(screen.getByText('3 of 4 answered')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next unanswered' }));
    expect(router.state.location.search).toBe('?step=2');
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
    renderForm({ ...ALL_ANSWERED, changeStartsNewRound: true }, '2');
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
    renderForm({ ...ALL_ANSWERED, changeStartsNewRound: true }, '2');
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
    renderForm(ALL_ANSWERED);
    await userEvent.click(screen.getByRole('radio', { name: 'Wild and spontaneous' }));
    const dialog = await screen.findByRole('dialog', { name: ROUND_TEXTS.changeTitle });
    for (const line of ROUND_TEXTS.change) expect(dialog).toHaveTextContent(line);
    expect(dialog).not.toHaveTextContent('new round');
  });

  it('says a change made apart from a former partner is a new round the next couple waits on', async () => {
    renderForm({ ...ALL_ANSWERED, changeIsRoundApart: true }, '2');
    await userEvent.click(dancingRadio('Maybe'));
    const dialog = await screen.findByRole('dialog', { name: ROUND_TEXTS.newRoundTitle });
    for (const line of ROUND_TEXTS.roundApart) expect(dialog).toHaveTextContent(line);
    expect(dialog).toHaveTextContent('You can start a new round once every 7 days.');
    expect(dialog).not.toHaveTextContent('You have both completed');
  });

  it('never asks before the first submission', () => {
    renderForm({ ...ALL_ANSWERED, completedAt: null }, '2');
    fireEvent.click(dancingRadio('No'));
    expect(dancingRadio('No')).toBeChecked();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the answers only, saying from when they can change, while no new round may start', async () => {
    renderForm(
      {
        ...ALL_ANSWERED,
        changeStartsNewRound: true,
        nextRoundAllowedAt: '2025-03-11T12:00:00.000Z',
      },
      '2',
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
