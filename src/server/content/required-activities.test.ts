import { describe, expect, it } from 'vitest';
import { levelRank } from '@shared/domain/journey';
import { ACTIVITY_CATEGORIES } from '../db/seed/catalogue';
import { ADVENTURE_TEMPLATES } from './adventures/catalogue';
import { DARE_TEMPLATES } from './dares/catalogue';
import { QUICK_TASK_TEMPLATES } from './quick-tasks/catalogue';
import { DAILY_CHALLENGES } from './quick-tasks/daily-challenges';
import { suitsLevel, welcomesAll } from './required-activities';
import { SURVEY_ACTIVITIES } from './testing/random-couple';

const ACTIVITIES = ACTIVITY_CATEGORIES.flatMap((category) => category.activities);
const byKey = new Map(ACTIVITIES.map((a) => [a.key, a]));
const ITEMS = [
  ...QUICK_TASK_TEMPLATES,
  ...DAILY_CHALLENGES,
  ...DARE_TEMPLATES,
  ...ADVENTURE_TEMPLATES,
];

describe('the activities a written item needs', () => {
  it('are named by keys that are unique across the survey catalogue', () => {
    expect(byKey.size).toBe(ACTIVITIES.length);
  });

  it('exist in the survey catalogue, and none is bolder than the item', () => {
    for (const item of ITEMS)
      for (const key of item.requires ?? []) {
        const activity = byKey.get(key);
        expect(activity, `${item.id} needs an unknown activity "${key}"`).toBeDefined();
        expect(
          levelRank(item.level),
          `${item.id} (${item.level}) needs "${key}" (${activity!.level})`,
        ).toBeGreaterThanOrEqual(levelRank(activity!.level));
      }
  });

  it('keep an item from a couple who did not both welcome every one of them', () => {
    const oral = SURVEY_ACTIVITIES.find((a) => a.key === 'oral-sex')!;
    const toy = SURVEY_ACTIVITIES.find((a) => a.key === 'toy-on-partner')!;
    expect(welcomesAll(['oral-sex', 'toy-on-partner'], [oral, toy])).toBe(true);
    expect(welcomesAll(['oral-sex', 'toy-on-partner'], [oral])).toBe(false);
    // A staff-added activity of the same name is not the catalogue's.
    expect(welcomesAll(['oral-sex'], [{ ...oral, key: null }])).toBe(false);
    expect(welcomesAll(undefined, [])).toBe(true);
  });

  it('are named or suggested only from their own level, and from their tags’ level', () => {
    const oral = SURVEY_ACTIVITIES.find((a) => a.key === 'oral-sex')!;
    expect(suitsLevel(oral, 'Playful')).toBe(false);
    expect(suitsLevel(oral, 'Adventurous')).toBe(true);
    const staffAdded = { ...oral, key: null, tags: ['sensual'] };
    expect(suitsLevel(staffAdded, 'Vanilla')).toBe(false);
    expect(suitsLevel(staffAdded, 'Playful')).toBe(true);
  });
});
