import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DareOption } from '@shared/api/dares';
import { DARE_CUSTOM_TEXT_MAX_LENGTH, DARE_MESSAGES } from '@shared/domain/dares';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import { ApiError } from '../../lib/api-error';
import { DareChoiceField, OWN_WORDS, type DareOptionsState } from './dare-choice-field';

const OFFERED: DareOption[] = [
  {
    optionId: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    dareText: 'Kiss Robin for three whole minutes without using your hands.',
    points: 3,
  },
  {
    optionId: 'b1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    dareText: 'Give Robin a slow foot rub tonight.',
    points: 3,
  },
  {
    optionId: 'c1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    dareText: 'Tell Robin, in a low voice, how you would like tonight to begin.',
    points: 3,
  },
];

/** The field as the form holds it: the choice and the sender's own words kept in state. */
function Field({
  options,
  onShowOthers = vi.fn(),
}: {
  options: DareOptionsState;
  onShowOthers?: () => void;
}) {
  const [value, setValue] = useState<string | null>(null);
  const [ownText, setOwnText] = useState('');
  return (
    <>
      <DareChoiceField
        options={options}
        value={value}
        onChange={setValue}
        ownText={ownText}
        onOwnTextChange={setOwnText}
        onShowOthers={onShowOthers}
        error={null}
      />
      <output aria-label="chosen">{value === OWN_WORDS ? `own: ${ownText}` : value}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'chosen' });

describe('DareChoiceField', () => {
  it('offers the three dares with their points and "Write my own" as one radio group', async () => {
    const onShowOthers = vi.fn();
    renderWithProviders(
      <Field options={{ status: 'success', data: OFFERED }} onShowOthers={onShowOthers} />,
    );
    const group = screen.getByRole('radiogroup', { name: /^Your dare/ });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      ...OFFERED.map((option) => option.optionId),
      OWN_WORDS,
    ]);
    for (const option of OFFERED) {
      const radio = within(group).getByRole('radio', { name: option.dareText });
      expect(radio).toHaveAccessibleDescription('3 points');
    }
    expect(screen.getByText('3 dares to choose from.')).toBeVisible();

    await userEvent.click(screen.getByRole('radio', { name: OFFERED[1]!.dareText }));
    expect(chosen()).toHaveTextContent(OFFERED[1]!.optionId);

    await userEvent.click(screen.getByRole('button', { name: 'Show three others' }));
    expect(onShowOthers).toHaveBeenCalledTimes(1);
  });

  it('is reached and chosen from the keyboard', async () => {
    renderWithProviders(<Field options={{ status: 'success', data: OFFERED }} />);
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: OFFERED[0]!.dareText })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(chosen()).toHaveTextContent(OFFERED[0]!.optionId);
  });

  it('opens a text box for the sender’s own words, as long as a dare may be', async () => {
    renderWithProviders(<Field options={{ status: 'success', data: OFFERED }} />);
    expect(screen.queryByRole('textbox', { name: /Your own dare/ })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Write my own' }));
    const box = screen.getByRole('textbox', { name: /Your own dare/ });
    expect(box).toHaveAttribute('maxlength', String(DARE_CUSTOM_TEXT_MAX_LENGTH));
    expect(box).toHaveAccessibleDescription(/checks it against both of your boundaries/);
    await userEvent.type(box, 'Dance with me in the kitchen.');
    expect(chosen()).toHaveTextContent('own: Dance with me in the kitchen.');
  });

  it('shows the dares loading, with own words open all along', () => {
    renderWithProviders(<Field options={{ status: 'pending' }} />);
    expect(screen.getByLabelText('Loading dares to choose from')).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Write my own' })).toBeEnabled();
  });

  it('says why the dares failed, with a way to try again', async () => {
    const onShowOthers = vi.fn();
    const error = new ApiError(409, 'No dare fits your boundaries and level right now.');
    renderWithProviders(<Field options={{ status: 'error', error }} onShowOthers={onShowOthers} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(DARE_MESSAGES.optionsFailed);
    expect(alert).toHaveTextContent('No dare fits your boundaries and level right now.');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onShowOthers).toHaveBeenCalledTimes(1);
  });

  it('shows nothing before a difficulty is chosen', () => {
    renderWithProviders(<Field options={{ status: 'idle' }} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });
});
