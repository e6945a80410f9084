import { describe, expect, it } from 'vitest';
import { HARD_BOUNDARY_OPTIONS, JOURNEY_LEVELS, levelRank } from '@shared/domain/journey';
import { TASK_TYPES } from '@shared/domain/quicktasks';
import { boundaryGuard } from './boundary-guard';
import type { QuickTaskInput, WelcomedActivity } from './engine';
import { eligibleTemplates, pickDailyChallenge, pickQuickTask } from './quick-task-picker';
import { QUICK_TASK_TEMPLATES } from './quick-tasks/catalogue';
import { DAILY_CHALLENGES } from './quick-tasks/daily-challenges';

const massage: WelcomedActivity = {
  activity: 'Foot massage',
  key: 'foot-massage',
  category: 'Massage & Relaxation',
  tags: ['massage'],
  match: 'Both Yes',
};

const input = (overrides: Partial<QuickTaskInput> = {}): QuickTaskInput => ({
  coupleId: 'couple-1',
  level: 'Intense',
  welcomed: [],
  assigneeName: 'Robin',
  partnerName: 'Sam',
  seen: { templateIds: [], titles: [] },
  ...overrides,
});

describe('the built-in catalogue', () => {
  it('holds at least 200 templates covering every type at every level', () => {
    expect(QUICK_TASK_TEMPLATES.length).toBeGreaterThanOrEqual(200);
    for (const type of TASK_TYPES) {
      for (const level of JOURNEY_LEVELS) {
        const count = QUICK_TASK_TEMPLATES.filter((t) => t.type === type && t.level === level);
        expect(count.length, `${type} ${level}`).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it('has unique ids and titles, valid lengths and points, and names people by placeholder', () => {
    for (const templates of [QUICK_TASK_TEMPLATES, DAILY_CHALLENGES]) {
      expect(new Set(templates.map((t) => t.id)).size).toBe(templates.length);
      expect(new Set(templates.map((t) => t.title)).size).toBe(templates.length);
    }
    for (const t of [...QUICK_TASK_TEMPLATES, ...DAILY_CHALLENGES]) {
      expect(t.durationMinutes, t.id).toBeGreaterThanOrEqual(5);
      expect(t.durationMinutes, t.id).toBeLessThanOrEqual(15);
      expect(t.suggestedPoints, t.id).toBeGreaterThanOrEqual(5);
      expect(t.suggestedPoints, t.id).toBeLessThanOrEqual(30);
      expect(`${t.title} ${t.description}`, t.id).not.toMatch(/\{(?!assignee\}|partner\})/);
      expect(t.description, t.id).not.toMatch(
        /\b(he|she|him|her|his|hers|boyfriend|girlfriend)\b/i,
      );
    }
    for (const t of QUICK_TASK_TEMPLATES) expect(t.description, t.id).toContain('{partner}');
    // A couple who welcomed nothing yet still has a daily challenge at every level.
    for (const level of JOURNEY_LEVELS)
      expect(eligibleTemplates(level, [], DAILY_CHALLENGES).length, level).toBeGreaterThan(0);
  });

  it('uses no word of any listed hard boundary, so those couples keep the whole catalogue', () => {
    const guard = boundaryGuard({
      refusedActivities: [],
      hardBoundaries: [...HARD_BOUNDARY_OPTIONS],
    });
    for (const t of [...QUICK_TASK_TEMPLATES, ...DAILY_CHALLENGES]) {
      expect(guard.touches([t.title, t.description, ...t.tags].join('\n')), t.id).toBe(false);
    }
  });
});

describe('the built-in quick task', () => {
  it('repeats nothing until every eligible task has been seen, then starts a new round', () => {
    const eligible = eligibleTemplates('Playful', [massage]);
    const seen: string[] = [];
    for (let i = 0; i < eligible.length; i++) {
      const task = pickQuickTask(
        input({ level: 'Playful', welcomed: [massage], seen: { templateIds: seen, titles: [] } }),
      );
      expect(task.newRound).toBe(false);
      expect(seen).not.toContain(task.templateId);
      seen.push(task.templateId!);
    }
    expect(new Set(seen)).toEqual(new Set(eligible.map((t) => t.id)));
    const next = pickQuickTask(
      input({ level: 'Playful', welcomed: [massage], seen: { templateIds: seen, titles: [] } }),
    );
    expect(next.newRound).toBe(true);
    expect(seen).toContain(next.templateId);
  });

  it('is deterministic for a couple and how much it has seen', () => {
    expect(pickQuickTask(input())).toEqual(pickQuickTask(input()));
    const picks = new Set(
      ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => pickQuickTask(input({ coupleId: id })).templateId),
    );
    expect(picks.size).toBeGreaterThan(1);
  });

  it('stays at or below the level', () => {
    for (const level of JOURNEY_LEVELS) {
      const eligible = eligibleTemplates(level, [massage]);
      expect(eligible.every((t) => levelRank(t.level) <= levelRank(level))).toBe(true);
      for (let i = 0; i < 30; i++) {
        const task = pickQuickTask(input({ level, welcomed: [massage], coupleId: `c${i}` }));
        expect(levelRank(task.level)).toBeLessThanOrEqual(levelRank(level));
      }
    }
  });

  it('offers a task written for an activity only when the couple welcomed it', () => {
    const bare = eligibleTemplates('Intense', []);
    expect(bare.every((t) => !t.requires?.length)).toBe(true);
    const written = eligibleTemplates('Intense', [massage]).filter((t) => t.requires?.length);
    expect(written.length).toBeGreaterThan(0);
    for (const t of written) expect(t.requires, t.id).toEqual(['foot-massage']);
    const seen: string[] = [];
    let writtenPicked = 0;
    for (;;) {
      const task = pickQuickTask(
        input({ welcomed: [massage], seen: { templateIds: seen, titles: [] } }),
      );
      if (task.newRound) break;
      seen.push(task.templateId!);
      expect(task.description).not.toMatch(/[{}]/);
      expect(task.description).toContain('Sam');
      const template = QUICK_TASK_TEMPLATES.find((t) => t.id === task.templateId)!;
      if (template.requires?.length) writtenPicked++;
      expect(task.activityTags).toEqual([...template.tags]);
    }
    expect(writtenPicked).toBe(written.length);
  });
});

describe('the built-in daily challenge', () => {
  it('is the same for a couple and a day, within the level', () => {
    const day = {
      coupleId: 'couple-1',
      date: '2025-03-01',
      level: 'Playful' as const,
      welcomed: [massage],
    };
    expect(pickDailyChallenge(day)).toEqual(pickDailyChallenge(day));
    const days = Array.from({ length: 20 }, (_, i) =>
      pickDailyChallenge({ ...day, date: `2025-03-${10 + i}` }),
    );
    expect(new Set(days.map((d) => d.templateId)).size).toBeGreaterThan(1);
    for (const challenge of days) expect(levelRank(challenge.level!)).toBeLessThanOrEqual(1);
    expect(
      pickDailyChallenge({ ...day, exclude: [pickDailyChallenge(day).templateId!] }).templateId,
    ).not.toBe(pickDailyChallenge(day).templateId);
  });
});
