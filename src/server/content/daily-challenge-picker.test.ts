import { describe, expect, it } from 'vitest';
import { JOURNEY_LEVELS, type JourneyLevel } from '@shared/domain/journey';
import type { DailyChallengeInput } from './engine';
import { eligibleTemplates, pickDailyChallenge } from './quick-task-picker';
import { DAILY_CHALLENGES } from './quick-tasks/daily-challenges';
import { SURVEY_ACTIVITIES } from './testing/random-couple';

/** The calendar days from `first`, one after another, as YYYY-MM-DD. */
const days = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${first}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

const couple = (
  coupleId: string,
  level: JourneyLevel,
  welcomed = SURVEY_ACTIVITIES,
): Omit<DailyChallengeInput, 'date'> => ({ coupleId, level, welcomed });

describe('the daily challenges', () => {
  it('hold at least 60, about a quarter at each level, each written whole', () => {
    expect(DAILY_CHALLENGES.length).toBeGreaterThanOrEqual(60);
    for (const level of JOURNEY_LEVELS)
      expect(DAILY_CHALLENGES.filter((t) => t.level === level).length, level).toBeGreaterThan(13);
    for (const t of DAILY_CHALLENGES) {
      expect(`${t.title} ${t.description}`, t.id).not.toMatch(/[{}]/);
    }
  });
});

describe('a couple playing the daily challenge every day', () => {
  it('sees 60 different challenges in 60 days when 60 or more fit them', () => {
    for (const id of ['couple-1', 'couple-2', 'couple-3']) {
      const player = couple(id, 'Intense');
      expect(eligibleTemplates('Intense', SURVEY_ACTIVITIES, DAILY_CHALLENGES).length).toBe(
        DAILY_CHALLENGES.length,
      );
      // Across the end of a month and a year, where a day-of-month reading would repeat.
      const seen = days('2026-12-20', 60).map(
        (date) => pickDailyChallenge({ ...player, date }).templateId,
      );
      expect(new Set(seen).size, id).toBe(60);
    }
  });

  it('sees 60 different challenges in 60 days even at Vanilla with nothing welcomed', () => {
    for (const id of ['couple-6', 'couple-7']) {
      const player = couple(id, 'Vanilla', []);
      const seen = days('2026-02-01', 60).map(
        (date) => pickDailyChallenge({ ...player, date }).templateId,
      );
      expect(new Set(seen).size, id).toBe(60);
    }
  });

  it('repeats nothing until every fitting challenge has come round, then starts again', () => {
    const player = couple('couple-4', 'Vanilla', []);
    const fitting = eligibleTemplates('Vanilla', [], DAILY_CHALLENGES);
    expect(fitting.length).toBeGreaterThan(1);
    const round = days('2026-03-01', fitting.length * 2).map(
      (date) => pickDailyChallenge({ ...player, date }).templateId,
    );
    const first = round.slice(0, fitting.length);
    expect(new Set(first)).toEqual(new Set(fitting.map((t) => t.id)));
    expect(round.slice(fitting.length)).toEqual(first);
  });

  it('gives each couple its own order, the same one on the same day', () => {
    const [date] = days('2026-05-01', 1);
    const picks = ['a', 'b', 'c', 'd', 'e', 'f'].map(
      (id) => pickDailyChallenge({ ...couple(id, 'Intense'), date: date! }).templateId,
    );
    expect(new Set(picks).size).toBeGreaterThan(1);
    const one = { ...couple('a', 'Intense'), date: date! };
    expect(pickDailyChallenge(one)).toEqual(pickDailyChallenge(one));
  });

  it('steps over a refused challenge to another one that fits', () => {
    const day = { ...couple('couple-5', 'Playful', []), date: '2026-07-04' };
    const today = pickDailyChallenge(day);
    const instead = pickDailyChallenge({ ...day, exclude: [today.templateId!] });
    expect(instead.templateId).not.toBe(today.templateId);
    expect(instead.level === 'Vanilla' || instead.level === 'Playful').toBe(true);
  });
});
