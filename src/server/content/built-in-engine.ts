import { createHash } from 'node:crypto';
import { inSentence } from './in-sentence';
import type { SharedMatch } from '@shared/domain/survey';
import type { ContentEngine, CoupleSummaryInput } from './engine';
import { pickAdventure } from './adventure-picker';
import { coachReplyCandidates } from './coach/coach-reply';
import { sessionQuestionCandidates, sessionSummaryCandidates } from './coach/coach-session';
import { pickDare } from './dare-picker';
import { pickDailyChallenge, pickQuickTask } from './quick-task-picker';
import { renderSummary, type SummarySections } from './summary-markdown';
import {
  bothMaybeLines,
  conflictLines,
  listOf,
  noConflictLines,
  noMaybeLines,
  openings,
  sharedInterestLines,
  sharedInterestsNone,
  sharedInterestsUnnamed,
  strengthsNoMatches,
  strengthsOverall,
  strengthsAllYes,
  strengthsNoYes,
  strengthsSomeYes,
  strengthsSpread,
  strengthsTopCategory,
  yesMaybeLines,
} from './summary-phrases';
import { summaryFactsOf } from './summary-facts';

export const BUILT_IN_ENGINE = 'built-in';

const MAX_CATEGORIES = 4;
const MAX_PER_CATEGORY = 4;
const MAX_CONVERSATION_STARTERS = 3;

/** Most welcomed first: what a couple both said yes to leads every list. */
const MATCH_ORDER: Record<SharedMatch, number> = { 'Both Yes': 0, 'Yes/Maybe': 1, 'Both Maybe': 2 };

/**
 * Chooses deterministically from the couple's id and answers: the same couple with the same
 * answers always reads the same, a different couple or changed answers usually reads differently.
 */
function chooser(input: CoupleSummaryInput) {
  const seed = JSON.stringify([
    input.coupleId,
    input.player1Name,
    input.player2Name,
    input.matches,
    input.conflictCount,
  ]);
  const number = (slot: string) =>
    createHash('sha256').update(`${seed}\u0000${slot}`).digest().readUInt32BE(0);
  return {
    number,
    pick<T>(options: readonly T[], slot: string): T {
      return options[number(slot) % options.length]!;
    },
    /** The i-th of a run of lines: neighbours never share a phrasing while options last. */
    rotate<T>(options: readonly T[], slot: string, i: number): T {
      return options[(number(slot) + i) % options.length]!;
    },
  };
}

function byCategory(matches: CoupleSummaryInput['matches']) {
  const groups = new Map<string, CoupleSummaryInput['matches']>();
  for (const match of matches) {
    groups.set(match.category, [...(groups.get(match.category) ?? []), match]);
  }
  return [...groups]
    .map(([category, items]) => ({
      category,
      items: [...items].sort((a, b) => MATCH_ORDER[a.match] - MATCH_ORDER[b.match]),
    }))
    .sort((a, b) => b.items.length - a.items.length);
}

/** The three sections, written from the welcomed matches only. */
export function builtInSections(input: CoupleSummaryInput): SummarySections {
  const { pick, rotate, number } = chooser(input);
  const groups = byCategory(input.matches);
  const facts = summaryFactsOf(input);

  const strengths =
    facts.total === 0
      ? [pick(strengthsNoMatches, 'strengths.none')(facts)]
      : [
          [
            pick(strengthsOverall, 'strengths.overall')(facts),
            pick(
              facts.bothYes === 0
                ? strengthsNoYes
                : facts.bothYes === facts.total
                  ? strengthsAllYes
                  : strengthsSomeYes,
              'strengths.yes',
            )(facts),
          ].join(' '),
          pick(strengthsTopCategory, 'strengths.top')(facts),
          ...(facts.categoryCount > 1 ? [pick(strengthsSpread, 'strengths.spread')(facts)] : []),
        ];

  const sharedInterests =
    facts.total === 0
      ? [pick(sharedInterestsNone, 'interests.none')(facts)]
      : groups.length === 0
        ? [pick(sharedInterestsUnnamed, 'interests.unnamed')(facts)]
        : groups.slice(0, MAX_CATEGORIES).map(({ category, items }, i) => {
            const named = items.slice(0, MAX_PER_CATEGORY).map((m) => inSentence(m.activity));
            const more = items.length - named.length;
            const list = listOf(more > 0 ? [...named, `${more} more`] : named);
            return rotate(sharedInterestLines, 'interests', i)({ category, list });
          });

  const maybes = input.matches.filter((m) => m.match !== 'Both Yes');
  const start = maybes.length > 0 ? number('talk.start') % maybes.length : 0;
  const starters = [...maybes.slice(start), ...maybes.slice(0, start)]
    .slice(0, MAX_CONVERSATION_STARTERS)
    .map((m, i) =>
      rotate(
        m.match === 'Both Maybe' ? bothMaybeLines : yesMaybeLines,
        'talk',
        i,
      )({
        activity: m.activity,
      }),
    );
  const thingsToTalkAbout = [
    ...(starters.length > 0 ? starters : [pick(noMaybeLines, 'talk.none')(facts)]),
    facts.conflicts > 0
      ? pick(conflictLines, 'talk.conflicts')(facts)
      : pick(noConflictLines, 'talk.noConflicts')(facts),
  ];

  return {
    opening: pick(openings, 'opening')(facts),
    strengths,
    sharedInterests,
    thingsToTalkAbout,
  };
}

/** The opening line alone, for engines that write only the sections. */
export const openingLine = (input: CoupleSummaryInput) => builtInSections(input).opening ?? '';

/** The coach's best candidate the guard has not refused yet; throws when none is left. */
function firstNotExcluded(candidates: string[], exclude: string[] = []): string {
  const text = candidates.find((candidate) => !exclude.includes(candidate));
  if (text === undefined) throw new Error('the built-in coach has no answer left');
  return text;
}

/**
 * Works offline from the curated phrases and catalogues; a quick task, challenge, adventure or
 * dare fails only when nothing in the catalogue is eligible, a coach text only when every
 * candidate was excluded.
 */
export function createBuiltInEngine(): ContentEngine {
  return {
    name: BUILT_IN_ENGINE,
    async coupleSummary(input) {
      return renderSummary(builtInSections(input));
    },
    async quickTask(input) {
      return pickQuickTask(input);
    },
    async dailyChallenge(input) {
      return pickDailyChallenge(input);
    },
    async adventure(input) {
      return pickAdventure(input);
    },
    async dare(input) {
      return pickDare(input);
    },
    async coachReply(input) {
      return firstNotExcluded(coachReplyCandidates(input), input.exclude);
    },
    async coachQuestion(input) {
      return firstNotExcluded(sessionQuestionCandidates(input), input.exclude);
    },
    async coachSessionSummary(input) {
      return firstNotExcluded(sessionSummaryCandidates(input), input.exclude);
    },
  };
}
