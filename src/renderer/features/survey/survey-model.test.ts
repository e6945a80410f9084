import { describe, expect, it } from 'vitest';
import {
  ALL_ANSWERED,
  IDS,
  NO_RESPONSES,
  STRUCTURE,
} from '../../../../tests/support/renderer/survey-fixtures';
import {
  activityItemKey,
  allAnswered,
  countAnswered,
  initialAnswers,
  itemDomId,
  nextUnanswered,
  parseItemKey,
  progressOf,
  questionItemKey,
  surveyItemKeys,
  type ItemKey,
} from './survey-model';

const answeredIn = (answered: Iterable<ItemKey>) => {
  const set = new Set(answered);
  return (key: ItemKey) => set.has(key);
};

const QUESTION = questionItemKey(IDS.question);
const DANCING = activityItemKey(IDS.dancing);
const WEAR = activityItemKey(`${IDS.lingerie}::wear`);
const SEE = activityItemKey(`${IDS.lingerie}::see_partner_wear`);

describe('surveyItemKeys', () => {
  it('lists questions first, then activities, with clothing counted twice', () => {
    expect(surveyItemKeys(STRUCTURE)).toEqual([QUESTION, DANCING, WEAR, SEE]);
  });
});

describe('parseItemKey', () => {
  it('reads questions, ordinary activities and clothing perspectives', () => {
    expect(parseItemKey(QUESTION)).toEqual({ kind: 'question', questionId: IDS.question });
    expect(parseItemKey(DANCING)).toEqual({
      kind: 'activity',
      activityId: IDS.dancing,
      perspective: 'self',
    });
    expect(parseItemKey(SEE)).toEqual({
      kind: 'activity',
      activityId: IDS.lingerie,
      perspective: 'see_partner_wear',
    });
    expect(parseItemKey(activityItemKey(`${IDS.lingerie}::other`))).toBeNull();
    expect(parseItemKey('question:')).toBeNull();
    expect(parseItemKey('something')).toBeNull();
  });
});

describe('progress', () => {
  const keys = surveyItemKeys(STRUCTURE);

  it('counts every item, a clothing activity as two', () => {
    expect(progressOf(keys, answeredIn([]))).toEqual({ answered: 0, total: 4 });
    expect(progressOf(keys, answeredIn([QUESTION, WEAR]))).toEqual({ answered: 2, total: 4 });
    expect(countAnswered(keys, answeredIn([WEAR, SEE, 'activity:elsewhere']))).toBe(2);
  });

  it('is all answered only when both clothing rows are', () => {
    expect(allAnswered(keys, answeredIn([QUESTION, DANCING, WEAR]))).toBe(false);
    expect(allAnswered(keys, answeredIn([QUESTION, DANCING, WEAR, SEE]))).toBe(true);
  });

  it('is never all answered when there is nothing to answer', () => {
    expect(allAnswered([], answeredIn([]))).toBe(false);
  });
});

describe('nextUnanswered', () => {
  const keys = surveyItemKeys(STRUCTURE);

  it('starts from the top', () => {
    expect(nextUnanswered(keys, answeredIn([]), null)).toBe(QUESTION);
    expect(nextUnanswered(keys, answeredIn([QUESTION]), null)).toBe(DANCING);
  });

  it('looks after the given item and wraps round to the top', () => {
    expect(nextUnanswered(keys, answeredIn([]), DANCING)).toBe(WEAR);
    expect(nextUnanswered(keys, answeredIn([DANCING, WEAR]), QUESTION)).toBe(SEE);
    expect(nextUnanswered(keys, answeredIn([DANCING, WEAR, SEE]), WEAR)).toBe(QUESTION);
    expect(nextUnanswered(keys, answeredIn([]), SEE)).toBe(QUESTION);
  });

  it('comes back to the given item when it is the only one left', () => {
    expect(nextUnanswered(keys, answeredIn([QUESTION, DANCING, SEE]), WEAR)).toBe(WEAR);
  });

  it('starts from the top for an unknown item and gives null when all are answered', () => {
    expect(nextUnanswered(keys, answeredIn([QUESTION]), 'activity:gone')).toBe(DANCING);
    expect(nextUnanswered(keys, answeredIn(keys), QUESTION)).toBeNull();
    expect(nextUnanswered([], answeredIn([]), null)).toBeNull();
  });
});

describe('initialAnswers', () => {
  it('preloads saved options and preferences by item', () => {
    const answers = initialAnswers(STRUCTURE, ALL_ANSWERED);
    expect(Object.fromEntries(answers)).toEqual({
      [QUESTION]: IDS.optionCalm,
      [DANCING]: 'Yes',
      [WEAR]: 'Maybe',
      [SEE]: 'No',
    });
  });

  it('leaves out answers the survey no longer asks for', () => {
    const answers = initialAnswers(STRUCTURE, {
      ...NO_RESPONSES,
      options: [
        { questionId: IDS.question, optionId: '99999999-9999-4999-8999-999999999999' },
        { questionId: '88888888-8888-4888-8888-888888888888', optionId: IDS.optionCalm },
      ],
      activities: {
        // A clothing activity answered without a perspective is not one of its two answers.
        [IDS.lingerie]: 'Yes',
        '77777777-7777-4777-8777-777777777777': 'No',
      },
    });
    expect(answers.size).toBe(0);
  });
});

describe('itemDomId', () => {
  it('gives distinct, selector-safe ids to the two clothing rows', () => {
    expect(itemDomId(WEAR)).not.toBe(itemDomId(SEE));
    expect(itemDomId(WEAR)).toMatch(/^[\w-]+$/);
  });
});
