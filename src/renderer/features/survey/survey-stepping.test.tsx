import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SurveyStructure } from '@shared/api/survey';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { ALL_ANSWERED, IDS, STRUCTURE } from '../../../../tests/support/renderer/survey-fixtures';
import { setApiBaseUrl } from '../../lib/http';
import type { SavedResponses } from './survey-model';
import { SurveyForm } from './survey-form';

const HIKING = '66666666-6666-4666-8666-666666666666';
const PICNIC = '77777777-7777-4777-8777-777777777777';

/** The general questions, Romance (3 items) and Outdoors (2 items): three steps, 6 items. */
const THREE_STEPS: SurveyStructure = {
  ...STRUCTURE,
  categories: [
    ...STRUCTURE.categories,
    {
      id: '88888888-8888-4888-8888-888888888888',
      name: 'Outdoors',
      activities: [
        { id: HIKING, name: 'Hiking together', description: null, tagType: 'activity' },
        { id: PICNIC, name: 'A picnic at dusk', description: null, tagType: 'activity' },
      ],
    },
  ],
};

/** Everything in Romance and one Outdoors item answered; the question and the picnic not. */
const PARTLY: SavedResponses = {
  ...ALL_ANSWERED,
  options: [],
  activities: { ...ALL_ANSWERED.activities, [HIKING]: 'Yes' },
  completedAt: null,
};

const renderAt = (path = '/survey', responses = PARTLY) =>
  renderRoutes(
    [{ path: '/survey', element: <SurveyForm structure={THREE_STEPS} responses={responses} /> }],
    path,
  );

const heading = (name: string) => screen.getByRole('heading', { level: 3, name });
const next = () => screen.getByRole('button', { name: 'Next' });
const back = () => screen.getByRole('button', { name: 'Back' });

beforeEach(() => setApiBaseUrl('http://127.0.0.1:1'));
afterEach(() => setApiBaseUrl(''));

describe('the survey, one category at a time', () => {
  it('walks the categories with Next and Back, the keyboard landing on each heading', async () => {
    const { router } = renderAt();
    expect(heading('General Questions')).toHaveAccessibleDescription('Category 1 of 3');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('radiogroup', { name: 'Slow dancing at home' })).toBeNull();

    await userEvent.click(next());
    expect(heading('Romance')).toHaveFocus();
    expect(heading('Romance')).toHaveAccessibleDescription('Category 2 of 3');
    expect(screen.getByRole('radiogroup', { name: 'Slow dancing at home' })).toBeInTheDocument();
    expect(
      screen.queryByRole('radiogroup', { name: 'What kind of evening do you prefer?' }),
    ).toBeNull();
    expect(router.state.location.search).toBe('?step=2');

    // Next and Back answer the keyboard like any button.
    next().focus();
    await userEvent.keyboard('{Enter}');
    expect(heading('Outdoors')).toHaveFocus();
    expect(screen.getByText('Category 3 of 3')).toBeInTheDocument();
    back().focus();
    await userEvent.keyboard(' ');
    expect(heading('Romance')).toHaveFocus();
    await userEvent.click(back());
    expect(heading('General Questions')).toHaveFocus();
    expect(router.state.location.search).toBe('?step=1');
  });

  it('keeps the overall progress in view on every step, with each category’s own count', async () => {
    renderAt();
    const progress = screen.getByRole('progressbar', { name: 'Survey progress' });
    expect(progress).toHaveAttribute('aria-valuetext', '4 of 6 answered');
    expect(screen.getByText('0 out of 1 answered')).toBeInTheDocument();

    await userEvent.click(next());
    expect(screen.getByText('4 of 6 answered')).toBeInTheDocument();
    expect(screen.getByText('3 out of 3 answered')).toBeInTheDocument();

    await userEvent.click(next());
    expect(screen.getByText('4 of 6 answered')).toBeInTheDocument();
    expect(screen.getByText('1 out of 2 answered')).toBeInTheDocument();
    // An answer counts at once, wherever it is given (before the unreachable server answers).
    fireEvent.click(
      within(screen.getByRole('radiogroup', { name: 'A picnic at dusk' })).getByRole('radio', {
        name: 'Maybe',
      }),
    );
    expect(screen.getByText('5 of 6 answered')).toBeInTheDocument();
  });

  it('reviews what is left in each category before Submit, with the way back to it', async () => {
    const { router } = renderAt('/survey?step=3');
    await userEvent.click(next());
    expect(router.state.location.search).toBe('?step=review');
    expect(heading('Review and submit')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();

    const left = screen.getByRole('list');
    const rows = within(left).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^General Questions1 item left/),
      expect.stringMatching(/^Outdoors1 item left/),
    ]);
    expect(screen.getByRole('button', { name: 'Submit Survey' })).toBeDisabled();
    expect(screen.getByText('Answer the remaining 2 items to submit.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Go to Outdoors' }));
    expect(heading('Outdoors')).toHaveFocus();
    expect(router.state.location.search).toBe('?step=3');

    await userEvent.click(next());
    await userEvent.click(back());
    expect(heading('Outdoors')).toHaveFocus();
  });

  it('says all is answered when nothing is left', () => {
    renderAt('/survey?step=review', {
      ...PARTLY,
      options: [{ questionId: IDS.question, optionId: IDS.optionWild }],
      activities: { ...PARTLY.activities, [PICNIC]: 'No' },
    });
    expect(screen.getByText('Every item is answered.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit Survey' })).toBeEnabled();
  });

  it('opens the step in the address, so a reload keeps the place', async () => {
    const first = renderAt();
    await userEvent.click(next());
    await userEvent.click(next());
    const address = `/survey${first.router.state.location.search}`;
    expect(address).toBe('/survey?step=3');
    first.unmount();

    renderAt(address);
    expect(heading('Outdoors')).toBeInTheDocument();
    expect(screen.getByText('Category 3 of 3')).toBeInTheDocument();
    // Opening a step does not take the keyboard: only moving between steps does.
    expect(heading('Outdoors')).not.toHaveFocus();
  });

  it('opens the first step for a step it does not know, and the last past the end', () => {
    const unknown = renderAt('/survey?step=abc');
    expect(heading('General Questions')).toBeInTheDocument();
    unknown.unmount();
    renderAt('/survey?step=12');
    expect(heading('Outdoors')).toBeInTheDocument();
  });
});
