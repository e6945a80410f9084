import { describe, expect, it } from 'vitest';
import {
  answerKey,
  answerKeysFor,
  missingAnswers,
  parseAnswerKey,
  perspectiveFits,
  perspectivesFor,
  resolveAnswerKey,
  tagTypeOf,
} from './survey';

const ID = '0b6f3c52-6c1e-4d7a-9f0e-1a2b3c4d5e6f';

describe('answer keys', () => {
  it('round-trips every perspective', () => {
    for (const perspective of ['self', 'wear', 'see_partner_wear'] as const)
      expect(parseAnswerKey(answerKey(ID, perspective))).toEqual({ activityId: ID, perspective });
    expect(answerKey(ID, 'self')).toBe(ID);
    expect(answerKey(ID, 'wear')).toBe(`${ID}::wear`);
  });

  it('needs one key for an activity and two for clothing', () => {
    expect(answerKeysFor({ id: ID, tagType: 'activity' })).toEqual([ID]);
    expect(answerKeysFor({ id: ID, tagType: tagTypeOf(['Clothing']) })).toEqual([
      `${ID}::wear`,
      `${ID}::see_partner_wear`,
    ]);
  });
});

describe('perspectives', () => {
  it('fit the tag type', () => {
    expect(perspectivesFor('activity')).toEqual(['self']);
    expect(perspectivesFor('clothing')).toEqual(['wear', 'see_partner_wear']);
    expect(perspectiveFits('activity', 'self')).toBe(true);
    expect(perspectiveFits('activity', 'wear')).toBe(false);
    expect(perspectiveFits('clothing', 'self')).toBe(false);
    expect(perspectiveFits('clothing', 'see_partner_wear')).toBe(true);
  });
});

describe('resolveAnswerKey', () => {
  it("uses the key's own suffix, else the fallback for a plain id, else self", () => {
    expect(resolveAnswerKey(ID)).toEqual({ activityId: ID, perspective: 'self' });
    expect(resolveAnswerKey(ID, 'wear')).toEqual({ activityId: ID, perspective: 'wear' });
    expect(resolveAnswerKey(`${ID}::see_partner_wear`, 'wear')).toEqual({
      activityId: ID,
      perspective: 'see_partner_wear',
    });
  });

  it('lower-cases the id so one activity has one key', () => {
    expect(resolveAnswerKey(ID.toUpperCase())).toEqual({ activityId: ID, perspective: 'self' });
  });

  it('refuses what is not an answer key', () => {
    expect(resolveAnswerKey('-'.repeat(36))).toBeNull();
    expect(resolveAnswerKey(`${ID}::WEAR`)).toBeNull();
    expect(resolveAnswerKey(`${ID}::self`)).toBeNull();
    expect(resolveAnswerKey(`${ID}::wear::wear`)).toBeNull();
    expect(resolveAnswerKey('')).toBeNull();
  });
});

describe('missingAnswers', () => {
  const survey = {
    questions: [{ id: 'q1' }, { id: 'q2' }],
    activities: [
      { id: 'a1', tagType: 'activity' as const },
      { id: 'c1', tagType: 'clothing' as const },
    ],
  };

  it('lists unanswered questions and answer keys in survey order', () => {
    expect(missingAnswers(survey, { questionIds: ['q2'], answerKeys: ['c1::wear'] })).toEqual({
      questionIds: ['q1'],
      answerKeys: ['a1', 'c1::see_partner_wear'],
    });
  });

  it('is empty when everything is answered, whatever else was answered', () => {
    expect(
      missingAnswers(survey, {
        questionIds: ['q1', 'q2', 'retired'],
        answerKeys: ['a1', 'c1::wear', 'c1::see_partner_wear', 'c1'],
      }),
    ).toEqual({ questionIds: [], answerKeys: [] });
  });
});
