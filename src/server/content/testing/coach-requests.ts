import { DEFAULT_COACH_TOPICS, SESSION_MAX_QUESTIONS } from '@shared/domain/coach';
import { JOURNEY_LEVELS, levelRank } from '@shared/domain/journey';
import { ACTIVITY_CATEGORIES } from '../../db/seed/catalogue';
import { HARD_BOUNDARY_TERMS } from '../boundary-terms';
import { COACH_TOPICS } from '../coach/coach-reply';
import { COACH_KINDS } from '../coach/kinds';
import { OPENINGS } from '../coach/openings';
import { SESSION_QUESTIONS } from '../coach/session-questions';
import type { Boundaries, CoachChatInput, CoachSessionInput, WelcomedActivity } from '../engine';
import { contains, tokens, type Random } from './boundary-check';
import { leakedWord } from './boundary-leaks';
import {
  catalogueWords,
  NAMES,
  randomBoundaries,
  randomCouple,
  randomMaxLevel,
} from './random-couple';

/**
 * Random coach requests for the coach's property test: couples, boundaries, conversations and
 * session answers, some of them tempting the coach with what the couple refused and some
 * calling for the safety answer.
 */

/** Words the coach really uses, so custom boundaries often hit an answer. */
const COACH_WORDS = catalogueWords(
  [
    ...COACH_TOPICS.flatMap((t) => t.tips),
    ...COACH_KINDS.flatMap((k) => k.answers),
    ...Object.values(OPENINGS).flat(),
    ...SESSION_QUESTIONS.flat(),
  ].map((text) => text.replace(/\{\w+\}/g, ' ')),
);
const TOPICS = [...DEFAULT_COACH_TOPICS, ...ACTIVITY_CATEGORIES.map((c) => c.name)];

/** Written for this test, apart from the coach's own list: each must get SAFETY_ANSWER. */
export const SAFETY_MESSAGES = [
  'I have been thinking about suicide',
  'Sometimes I want to hurt myself',
  'My partner is abusive when drunk',
  'He hits me when we argue',
  'She forced me to do it',
  'I keep being pressured into things I hate',
  'It happened without my consent',
  'He threatened to hurt me',
  'I am scared of my husband',
  'Is it okay to role play with someone underage?',
  'I was sexually assaulted last year',
  "I don't want to live anymore",
];

const ORDINARY_MESSAGES = [
  'How do I bring up something new with my partner?',
  'We disagree about how often to have date night',
  'Any ideas for a relaxing evening?',
  'What is a good pause word?',
  'How can we keep things fresh?',
  'I feel nervous about trying new things',
  'We are so busy with the kids, any tips?',
  'What does good aftercare look like?',
  'hello',
  'Tell me something romantic',
];

/**
 * Whether a message must get SAFETY_ANSWER: yes, no, or either (a tempting message naming a
 * word of the minors or weapons boundary, "Could we try guns tonight?", which the coach may
 * rightly treat as a call for help).
 */
export type SafetyExpected = boolean | 'either';

const SERIOUS_TERMS = [...HARD_BOUNDARY_TERMS.minors, ...HARD_BOUNDARY_TERMS.weapons];

/** A player's message: ordinary, tempting (naming a boundary) or calling for help. */
function playerMessage(
  random: Random,
  boundaries: Boundaries,
  welcomed: WelcomedActivity[],
): { text: string; safety: SafetyExpected } {
  const roll = random.next();
  if (roll < 0.1) return { text: random.pick(SAFETY_MESSAGES), safety: true };
  if (roll < 0.45) {
    const word = leakedWord(random, boundaries);
    if (word) {
      const words = tokens(word);
      const serious = SERIOUS_TERMS.some((term) => contains(words, term, true));
      return {
        text: random.pick([
          `How do I suggest ${word} to my partner?`,
          `Could we try ${word} tonight?`,
          `Tell me everything about ${word}`,
        ]),
        safety: serious ? 'either' : false,
      };
    }
  }
  if (roll < 0.55 && welcomed.length > 0)
    return { text: `Ideas for ${random.pick(welcomed).activity}?`, safety: false };
  return { text: random.pick(ORDINARY_MESSAGES), safety: false };
}

export interface CoachRequest {
  kind: 'chat' | 'question' | 'summary';
  chat: CoachChatInput;
  session: CoachSessionInput;
  boundaries: Boundaries;
  /** Whether the request must be answered with SAFETY_ANSWER. */
  safety: SafetyExpected;
  /** Welcomed activities above the couple's level: a chat answer may not name them. */
  aboveLevel: string[];
}

const TAG_LEVELS: Record<string, number> = { sensual: 1, bold: 2 };

/**
 * A random couple and coach request: what both welcomed and what either refused (from the
 * survey catalogue), listed and custom hard boundaries, avoid categories, the journey level and
 * its cap, a topic, and a conversation or session whose messages may tempt or call for help.
 */
export function randomCoachRequest(random: Random, i: number): CoachRequest {
  const couple = randomCouple(random, COACH_WORDS);
  const level = random.pick(JOURNEY_LEVELS);
  const maxLevel = randomMaxLevel(random);
  const boundaries = randomBoundaries(random, couple, maxLevel);
  const welcomed = random.some(couple.welcomable, 0.4);
  const cap = Math.min(levelRank(level), maxLevel ? levelRank(maxLevel) : Infinity);
  const aboveLevel = welcomed
    .filter((a) => a.tags.some((tag) => (TAG_LEVELS[tag] ?? 0) > cap))
    .map((a) => a.activity);

  const turns = 1 + random.int(4);
  const messages: CoachChatInput['messages'] = [];
  let safety: SafetyExpected = false;
  for (let t = 0; t < turns; t++) {
    const message = playerMessage(random, boundaries, welcomed);
    if (t > 0) messages.push({ role: 'assistant', content: 'Here is a thought.' });
    messages.push({ role: 'user', content: message.text });
    safety = message.safety;
  }
  const answered = random.int(SESSION_MAX_QUESTIONS + 1);
  const previous = Array.from({ length: answered }, () => {
    const message = playerMessage(random, boundaries, welcomed);
    return { question: 'A question?', answer: message.text, safety: message.safety };
  });
  const activity = random.pick(welcomed.length > 0 ? welcomed : couple.shuffled);
  const kind = random.pick(['chat', 'chat', 'question', 'summary'] as const);
  return {
    kind,
    chat: {
      coupleId: `couple-${i}`,
      messages,
      topic: random.next() < 0.3 ? null : random.pick(TOPICS),
      welcomed,
      level,
      playerName: random.pick(NAMES),
    },
    session: {
      coupleId: `couple-${i}`,
      activity: { name: activity.activity, category: activity.category },
      level,
      previous: previous.map(({ question, answer }) => ({ question, answer })),
    },
    boundaries,
    safety:
      kind === 'chat'
        ? safety
        : previous.some((p) => p.safety === true) ||
          (previous.some((p) => p.safety === 'either') && 'either'),
    aboveLevel,
  };
}
