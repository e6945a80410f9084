import { describe, expect, it } from 'vitest';
import { IDS, STRUCTURE } from '../../../../tests/support/renderer/survey-fixtures';
import { leftIn, parseStepParam, stepOfKey, stepParam, surveySteps } from './step-model';
import { activityItemKey, questionItemKey, surveyItemKeys } from './survey-model';

const QUESTION = questionItemKey(IDS.question);
const DANCING = activityItemKey(IDS.dancing);
const WEAR = activityItemKey(`${IDS.lingerie}::wear`);
const SEE = activityItemKey(`${IDS.lingerie}::see_partner_wear`);

describe('surveySteps', () => {
  it('puts the general questions first, then each category, in screen order', () => {
    const steps = surveySteps(STRUCTURE);
    expect(steps.map((step) => [step.kind, step.name])).toEqual([
      ['questions', 'General Questions'],
      ['category', 'Romance'],
    ]);
    expect(steps[0]?.keys).toEqual([QUESTION]);
    expect(steps[1]?.keys).toEqual([DANCING, WEAR, SEE]);
    expect(steps.flatMap((step) => step.keys)).toEqual(surveyItemKeys(STRUCTURE));
  });

  it('leaves out an empty category, and the questions step when there are none', () => {
    const steps = surveySteps({
      questions: [],
      categories: [...STRUCTURE.categories, { id: IDS.question, name: 'Empty', activities: [] }],
    });
    expect(steps.map((step) => step.name)).toEqual(['Romance']);
  });
});

describe('the step in the address', () => {
  it('reads a step number from 1, and the review', () => {
    expect(parseStepParam('1', 3)).toBe(0);
    expect(parseStepParam('3', 3)).toBe(2);
    expect(parseStepParam('review', 3)).toBe('review');
    expect(parseStepParam(' Review ', 3)).toBe('review');
  });

  it('opens the first step for a missing or unreadable value, the last past the end', () => {
    for (const param of [null, '', '0', '-2', '1.5', 'two', '2abc']) {
      expect(parseStepParam(param, 3)).toBe(0);
    }
    expect(parseStepParam('9', 3)).toBe(2);
  });

  it('writes what it reads', () => {
    for (const position of [0, 2, 'review'] as const) {
      expect(parseStepParam(stepParam(position), 3)).toBe(position);
    }
  });
});

describe('stepOfKey and leftIn', () => {
  const steps = surveySteps(STRUCTURE);

  it('finds the step an item is on', () => {
    expect(stepOfKey(steps, QUESTION)).toBe(0);
    expect(stepOfKey(steps, SEE)).toBe(1);
    expect(stepOfKey(steps, 'activity:unknown')).toBe(-1);
  });

  it('counts what a step still lacks', () => {
    const answered = new Set([DANCING, SEE]);
    const isAnswered = (key: string) => answered.has(key);
    expect(leftIn(steps[0]!, isAnswered)).toBe(1);
    expect(leftIn(steps[1]!, isAnswered)).toBe(1);
  });
});
