import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../tests/support/renderer/render';
import type { MatchDetail } from './match-groups';
import { MatchList } from './match-list';

let n = 0;
const detail = (
  question: string,
  category: string,
  player1Response: MatchDetail['player1Response'],
  player2Response: MatchDetail['player2Response'],
): MatchDetail => ({
  id: `m${(n += 1)}`,
  optionId: '0f9e8d7c-6b5a-4c3d-9e1f-a2b3c4d5e6f7',
  question,
  category,
  matchType: player1Response === player2Response ? 'Exact' : 'Close',
  player1Response,
  player2Response,
});

/** Twelve exact matches in three categories: long enough to start folded. */
const longList = [
  ...['Candlelit dinner', 'Slow dancing', 'Love letters', 'Stargazing'].map((q) =>
    detail(q, 'Romance', 'Yes', 'Yes'),
  ),
  ...['Picnic', 'Road trip'].map((q) => detail(q, 'Romance', 'Maybe', 'Maybe')),
  ...['Massage', 'Bath together', 'Blindfold'].map((q) => detail(q, 'Sensual', 'Yes', 'Yes')),
  ...['Silk robe (one of you wears it)', 'Silk robe (one of you wears it)', 'Costume'].map((q, i) =>
    detail(q, 'Wardrobe', i === 1 ? 'Maybe' : 'Yes', i === 1 ? 'Maybe' : 'Yes'),
  ),
];

/** A category's button (and its panel) is named by the category and its count. */
const named = (category: string, count: number) => new RegExp(`^${category}\\s*${count}$`);

const renderList = (details: MatchDetail[], side: 'player1' | 'player2' = 'player1') =>
  renderWithProviders(
    <MatchList
      id="exact"
      title="Exact Matches"
      details={details}
      side={side}
      emptyText="No exact matches yet."
    />,
  );

describe('MatchList', () => {
  it('groups a long list by category with each count, folded until opened', async () => {
    renderList(longList);
    const list = screen.getByRole('region', { name: 'Exact Matches' });
    const controls = within(list).getAllByRole('button', { expanded: false });
    expect(controls).toHaveLength(3);
    for (const [i, name] of [
      named('Romance', 6),
      named('Sensual', 3),
      named('Wardrobe', 3),
    ].entries())
      expect(controls[i]).toHaveAccessibleName(name);
    expect(screen.queryByText('Massage')).not.toBeVisible();

    await userEvent.click(within(list).getByRole('button', { name: named('Sensual', 3) }));
    // Panels fold open and shut with a short transition.
    const sensual = await within(list).findByRole('region', { name: named('Sensual', 3) });
    await waitFor(() => expect(within(sensual).getByText('Massage')).toBeVisible());
    expect(within(sensual).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('Candlelit dinner')).not.toBeVisible();

    await userEvent.click(within(list).getByRole('button', { name: named('Sensual', 3) }));
    expect(within(list).getByRole('button', { name: named('Sensual', 3) })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('opens with the keyboard', async () => {
    renderList(longList);
    const romance = screen.getByRole('button', { name: named('Romance', 6) });
    romance.focus();
    await userEvent.keyboard('{Enter}');
    expect(romance).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: named('Sensual', 3) })).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(screen.getByText('Bath together')).toBeVisible());
  });

  it('expands and collapses every category at once', async () => {
    renderList(longList);
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    for (const question of ['Candlelit dinner', 'Massage', 'Costume'])
      await waitFor(() => expect(screen.getByText(question)).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Collapse all' }));
    await waitFor(() => expect(screen.getByText('Costume')).not.toBeVisible());
  });

  it('shows the two answers once per meaning, above the questions that share them', async () => {
    renderList(longList);
    await userEvent.click(screen.getByRole('button', { name: 'Expand all' }));
    const romance = await screen.findByRole('region', { name: named('Romance', 6) });
    const [both, maybes] = within(romance).getAllByRole('list');
    expect(both).toHaveAccessibleName('You: Yes Partner: Yes');
    expect(within(both!).getAllByRole('listitem')).toHaveLength(4);
    expect(maybes).toHaveAccessibleName('You: Maybe Partner: Maybe');
    expect(
      within(maybes!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Picnic', 'Road trip']);
    // Once per meaning in each category, not once per question.
    expect(screen.getAllByText('You: Yes')).toHaveLength(3);
    // A clothing item welcomed both ways is two entries, as the counts say.
    const wardrobe = await screen.findByRole('region', { name: named('Wardrobe', 3) });
    expect(within(wardrobe).getAllByText('Silk robe (one of you wears it)')).toHaveLength(2);
  });

  it('starts a short list open and reads the answers from the player’s side', () => {
    renderList([detail('Massage by candlelight', 'Sensual', 'Yes', 'Maybe')], 'player2');
    const region = screen.getByRole('region', { name: named('Sensual', 1) });
    expect(within(region).getByRole('listitem')).toHaveTextContent('Massage by candlelight');
    expect(within(region).getByText('You: Maybe')).toBeVisible();
    expect(within(region).getByText('Partner: Yes')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Expand all' })).toBeNull();
  });

  it('says when a list is empty', () => {
    renderList([]);
    expect(screen.getByText('No exact matches yet.')).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
