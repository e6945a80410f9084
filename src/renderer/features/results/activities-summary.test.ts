import { describe, expect, it } from 'vitest';
import { countByFilter, groupByCategory, type ActivitySummaryItem } from './activities-summary';

const item = (
  activityName: string,
  category: string,
  matchType: ActivitySummaryItem['matchType'],
): ActivitySummaryItem => ({
  activityId: '0f9e8d7c-6b5a-4c3d-9e1f-a2b3c4d5e6f7',
  activityName,
  category,
  matchType,
});

const items = [
  item('Slow dancing', 'Romance', 'Both Yes'),
  item('Blindfold', 'Sensual', 'Yes/Maybe'),
  item('Love letters', 'Romance', 'Both Maybe'),
  item('Lingerie', '  ', 'Both Yes'),
];

describe('countByFilter', () => {
  it('counts every activity and each kind of match', () => {
    expect(countByFilter(items)).toEqual({
      all: 4,
      'Both Yes': 2,
      'Both Maybe': 1,
      'Yes/Maybe': 1,
    });
    expect(countByFilter([])).toEqual({ all: 0, 'Both Yes': 0, 'Both Maybe': 0, 'Yes/Maybe': 0 });
  });
});

describe('groupByCategory', () => {
  it('groups by category in first-seen order, naming a blank one Unknown Category', () => {
    expect(
      groupByCategory(items, 'all').map((g) => [g.category, g.items.map((i) => i.activityName)]),
    ).toEqual([
      ['Romance', ['Slow dancing', 'Love letters']],
      ['Sensual', ['Blindfold']],
      ['Unknown Category', ['Lingerie']],
    ]);
  });

  it('keeps only the filtered kind and drops categories left empty', () => {
    expect(groupByCategory(items, 'Both Yes').map((g) => g.category)).toEqual([
      'Romance',
      'Unknown Category',
    ]);
    expect(groupByCategory(items, 'Yes/Maybe')).toEqual([
      { category: 'Sensual', items: [items[1]] },
    ]);
  });
});
