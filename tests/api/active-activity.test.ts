import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminRole } from '@shared/api/define';
import { updateCategory } from '@shared/api/admin';
import { compare, getActivitiesSummary, getSharedSummary } from '@shared/api/results';
import {
  getCoupleSurveyStatus,
  getPlayerResponses,
  getStructure,
  markComplete,
} from '@shared/api/survey';
import { answerKeysFor } from '@shared/domain/survey';
import { createStaff } from '../support/server/admin';
import { callRouteOk } from '../support/server/call-route';
import { connectedCouple, type Session } from '../support/server/couples';
import {
  answerWholeSurvey,
  createSurveyCatalogue,
  type SurveyCatalogue,
} from '../support/server/survey-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';

/**
 * An option is an activity of the survey only while it, its category, and its category's
 * Yes/Maybe/No type all hold. Staff turning an activity category into a question category
 * must take its activities out of the survey and out of the couple's results alike.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface Picture {
  /** Every answer key the survey asks for now. */
  required: string[];
  /** The answer keys each partner's saved answers count for. */
  answered: string[][];
  bothComplete: boolean;
  compare: { matches: number; closeMatches: number; conflicts: number; optionIds: string[] };
  shared: { bothYesCount: number; bothMaybeCount: number; yesMaybeCount: number };
  summaryIds: string[];
}

/** What the survey and the results say, through the API, about one couple now. */
async function picture(couple: {
  player1: Session;
  player2: Session;
  coupleId: string;
}): Promise<Picture> {
  const { player1, player2, coupleId } = couple;
  const structure = await callRouteOk(t.app, getStructure);
  const answered = await Promise.all(
    [player1, player2].map(async (player) => {
      const responses = await callRouteOk(t.app, getPlayerResponses, { token: player.token });
      return Object.keys(responses.activities).sort();
    }),
  );
  const status = await callRouteOk(t.app, getCoupleSurveyStatus, {
    token: player1.token,
    params: { id: coupleId },
  });
  const compared = await callRouteOk(t.app, compare, { token: player1.token, body: { coupleId } });
  const shared = await callRouteOk(t.app, getSharedSummary, {
    token: player2.token,
    params: { id: coupleId },
  });
  const summary = await callRouteOk(t.app, getActivitiesSummary, {
    token: player2.token,
    params: { id: coupleId },
  });
  return {
    required: structure.categories
      .flatMap((category) => category.activities.flatMap(answerKeysFor))
      .sort(),
    answered,
    bothComplete: status.bothComplete,
    compare: {
      matches: compared.matches,
      closeMatches: compared.closeMatches,
      conflicts: compared.conflicts,
      optionIds: compared.matchDetails.map((detail) => detail.optionId),
    },
    shared,
    summaryIds: summary.map((item) => item.activityId),
  };
}

describe('an activity category turned into a question category', () => {
  let fixture: SurveyCatalogue;
  let before: Picture;
  let after: Picture;

  beforeAll(async () => {
    fixture = await createSurveyCatalogue(t.database.db, {
      questions: 1,
      activities: 3,
      clothing: 1,
    });
    const couple = await connectedCouple(t.app);
    // Everything Yes, so every pair is an exact match and counts are easy to follow.
    for (const player of [couple.player1, couple.player2]) {
      await answerWholeSurvey(t.app, player.token, 'Yes');
      await callRouteOk(t.app, markComplete, { token: player.token });
    }
    before = await picture(couple);

    const staff = await createStaff(t.app, t.database.db, AdminRole.Admin);
    await callRouteOk(t.app, updateCategory, {
      token: staff,
      params: { id: fixture.activityCategory.id },
      body: { name: fixture.activityCategory.name, type: 'multiple_choice' },
    });
    after = await picture(couple);
  });

  const moved = () => fixture.activities.map((activity) => activity.id);

  it('counted those activities before the change, in the survey and in the results', () => {
    for (const id of moved()) {
      expect(before.required).toContain(id);
      for (const keys of before.answered) expect(keys).toContain(id);
      expect(before.compare.optionIds).toContain(id);
      expect(before.summaryIds).toContain(id);
    }
    expect(before.compare.matches).toBe(before.required.length);
  });

  it('takes them out of the survey: not asked, not counted as answered', () => {
    for (const id of moved()) {
      expect(after.required).not.toContain(id);
      for (const keys of after.answered) expect(keys).not.toContain(id);
    }
    expect(after.required.length).toBe(before.required.length - moved().length);
    // Both partners still answered exactly what the survey asks, so they stay complete.
    expect(after.answered).toEqual([after.required, after.required]);
    expect(after.bothComplete).toBe(true);
  });

  it('takes them out of the results, which agree with the survey on what counts', () => {
    for (const id of moved()) {
      expect(after.compare.optionIds).not.toContain(id);
      expect(after.summaryIds).not.toContain(id);
    }
    // Every answer key the survey counts is one Yes/Yes pair, and nothing else is.
    expect(after.compare).toMatchObject({
      matches: after.required.length,
      closeMatches: 0,
      conflicts: 0,
    });
    expect(after.shared).toEqual({
      bothYesCount: after.required.length,
      bothMaybeCount: 0,
      yesMaybeCount: 0,
    });
    expect(after.summaryIds.length).toBe(after.required.length);
  });

  it('leaves the clothing category of the same catalogue in both', () => {
    const clothing = fixture.clothing.map((item) => item.id);
    for (const id of clothing) {
      expect(after.required).toContain(`${id}::wear`);
      expect(after.compare.optionIds).toContain(id);
    }
  });
});
