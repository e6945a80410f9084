import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CoachSession } from '@shared/api/coach';
import { COACH_MESSAGES, SESSION_MAX_QUESTIONS } from '@shared/domain/coach';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { COUPLE_ID, PLAYER_ID } from '../../../../tests/support/renderer/couple-session';
import { ApiError } from '../../lib/api-error';
import { SessionSteps, type SessionStepsProps } from './session-steps';

const Q1 = '3f5a9c1e-2b4d-4e6f-8a0b-1c2d3e4f5a6b';
const Q2 = '4a6b8c0d-2e4f-4a6b-8c0d-2e4f6a8b0c1d';

const session = (overrides: Partial<CoachSession>): CoachSession => ({
  id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
  coupleId: COUPLE_ID,
  playerId: PLAYER_ID,
  playerName: 'Sam',
  isMine: true,
  activityId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  activityName: 'Slow massage',
  status: 'started',
  questionId: null,
  question: null,
  previousAnswers: [],
  summary: null,
  createdAt: '2025-03-04T10:00:00.000Z',
  completedAt: null,
  ...overrides,
});

const firstAnswer = { questionId: Q1, question: 'What relaxes you most?', answer: 'Warm oil.' };

function renderSteps(props: Partial<SessionStepsProps> & { session: CoachSession }) {
  const handlers = {
    onQuestion: vi.fn(),
    onAnswer: vi.fn(async () => true),
    onComplete: vi.fn(),
    onClose: vi.fn(),
  };
  renderWithProviders(<SessionSteps pending={null} failure={null} {...handlers} {...props} />);
  return handlers;
}

const button = (name: string) => screen.queryByRole('button', { name });

describe('SessionSteps', () => {
  it('asks for the first question once started', async () => {
    const { onQuestion } = renderSteps({ session: session({}) });
    expect(screen.getByRole('region', { name: 'Session: Slow massage' })).toHaveTextContent(
      'Started',
    );
    expect(button('Complete session')).toBeNull();
    await userEvent.click(button('Get question')!);
    expect(onQuestion).toHaveBeenCalledOnce();
  });

  it('shows the waiting question and sends the trimmed answer, clearing the box once saved', async () => {
    const { onAnswer } = renderSteps({
      session: session({
        status: 'question_generated',
        questionId: Q1,
        question: 'What relaxes you most?',
        previousAnswers: [],
      }),
    });
    expect(screen.getByText('What relaxes you most?')).toBeVisible();
    const submit = button('Submit answer')!;
    expect(submit).toBeDisabled();
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    await userEvent.type(box, '  Warm oil.  ');
    await userEvent.click(submit);
    expect(onAnswer).toHaveBeenCalledWith('Warm oil.');
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it('keeps the typed answer and says why when submitting fails', async () => {
    const failure = {
      title: COACH_MESSAGES.answerFailed,
      error: new ApiError(409, 'That is not the current question.'),
    };
    renderSteps({
      session: session({
        status: 'question_generated',
        questionId: Q1,
        question: 'What relaxes you most?',
      }),
      onAnswer: vi.fn(async () => false),
      failure,
    });
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    await userEvent.type(box, 'Warm oil.');
    await userEvent.click(button('Submit answer')!);
    expect(box).toHaveValue('Warm oil.');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(COACH_MESSAGES.answerFailed);
    expect(alert).toHaveTextContent('That is not the current question.');
  });

  it('lets the player stop at a waiting question once something is answered', async () => {
    const waiting = {
      status: 'question_generated',
      questionId: Q2,
      question: 'And next?',
    } as const;
    const { onComplete } = renderSteps({
      session: session({ ...waiting, previousAnswers: [firstAnswer] }),
    });
    await userEvent.click(button('Complete session')!);
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('cannot complete before the first answer', () => {
    renderSteps({
      session: session({
        status: 'question_generated',
        questionId: Q1,
        question: 'What relaxes you most?',
      }),
    });
    expect(button('Complete session')).toBeNull();
  });

  it('offers the next question or completing once answered, listing the answers so far', async () => {
    const { onQuestion, onComplete } = renderSteps({
      session: session({ status: 'answered', previousAnswers: [firstAnswer] }),
    });
    const answers = screen.getByRole('list', { name: 'Your answers so far' });
    expect(answers).toHaveTextContent('What relaxes you most?');
    expect(answers).toHaveTextContent('Warm oil.');
    await userEvent.click(button('Next question')!);
    expect(onQuestion).toHaveBeenCalledOnce();
    await userEvent.click(button('Complete session')!);
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it(`asks no more than ${SESSION_MAX_QUESTIONS} questions`, () => {
    const answers = Array.from({ length: SESSION_MAX_QUESTIONS }, (_, index) => ({
      ...firstAnswer,
      questionId: `${index}${Q2.slice(1)}`,
    }));
    renderSteps({ session: session({ status: 'answered', previousAnswers: answers }) });
    expect(button('Next question')).toBeNull();
    expect(button('Complete session')).toBeEnabled();
    expect(screen.getByText(/complete the session to see your summary/)).toBeVisible();
  });

  it('shows the summary of a completed session, with nothing left to do', () => {
    renderSteps({
      session: session({
        status: 'completed',
        previousAnswers: [firstAnswer],
        summary: 'You love slow, warm moments.',
        completedAt: '2025-03-04T11:00:00.000Z',
      }),
    });
    const region = screen.getByRole('region', { name: 'Session: Slow massage' });
    expect(within(region).getByRole('heading', { name: 'Summary' })).toBeVisible();
    expect(region).toHaveTextContent('You love slow, warm moments.');
    expect(region).toHaveTextContent('Completed');
    for (const name of ['Get question', 'Next question', 'Complete session', 'Submit answer'])
      expect(button(name)).toBeNull();
  });

  it('shows which step is working, holding the others', () => {
    renderSteps({
      session: session({ status: 'answered', previousAnswers: [firstAnswer] }),
      pending: 'complete',
    });
    expect(button('Next question')).toBeDisabled();
  });
});
