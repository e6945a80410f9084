import { suitsLevel } from '../adventure-picker';
import type { CoachChatInput, WelcomedActivity } from '../engine';
import { COACH_INTENTS, FOLLOW_UPS, GENERAL_OPENINGS, type CoachIntent } from './coach-intents';
import { CATEGORY_TOPICS } from './category-topics';
import { GRID_TOPICS, type CoachTopic } from './coach-topics';
import { GENERAL_TOPIC } from './general-topic';
import { inSentence, rotated } from './choice';
import { countPhrases, normalizeText } from './phrase-match';

/** How many welcomed activities the candidates may suggest, so the list stays short. */
const MAX_SUGGESTED = 3;

const SUGGESTION_LINES = [
  'One idea from what you both welcomed: {activity}.',
  'Since you both welcomed {activity}, that could be a lovely place to start.',
  'You both welcomed {activity}, so it might be a nice next step when the mood is right.',
];

/**
 * Every topic the coach knows: the survey categories' own first, so that the more specific topic
 * wins when a message points to two equally ("fun ideas for kissing" is about kissing).
 */
export const COACH_TOPICS: readonly CoachTopic[] = [...CATEGORY_TOPICS, ...GRID_TOPICS];

const comparable = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The topic the last message is about by its words, else the grid topic picked, else none. */
export function topicOf(message: string, gridTopic: string | null): CoachTopic | null {
  const byWords = bestBy(COACH_TOPICS, (topic) => countPhrases(message, topic.keywords));
  if (byWords) return byWords;
  if (!gridTopic) return null;
  const label = comparable(gridTopic);
  return (
    COACH_TOPICS.find((topic) => topic.labels.some((l) => comparable(l) === label)) ??
    COACH_TOPICS.find((topic) => countPhrases(gridTopic, topic.keywords) > 0) ??
    null
  );
}

/** What the last message asks for, by its words; null when nothing is clear. */
export const intentOf = (message: string): CoachIntent | null =>
  bestBy(COACH_INTENTS, (intent) => countPhrases(message, intent.keywords));

/** The item with the highest positive score, the first of equals; null when none scores. */
function bestBy<T>(items: readonly T[], score: (item: T) => number): T | null {
  let best: T | null = null;
  let bestScore = 0;
  for (const item of items) {
    const value = score(item);
    if (value > bestScore) [best, bestScore] = [item, value];
  }
  return best;
}

/**
 * Welcomed activities at or below the level, the topic's categories first, at most a few,
 * in an order chosen from the seed.
 */
function suggestions(input: CoachChatInput, topic: CoachTopic | null, seed: string) {
  const suitable = input.welcomed.filter((a) => suitsLevel(a, input.level));
  const inTopic = (a: WelcomedActivity) => topic?.categories.includes(a.category) ?? false;
  return [
    ...rotated(suitable.filter(inTopic), seed, 'topic-activity'),
    ...rotated(
      suitable.filter((a) => !inTopic(a)),
      seed,
      'other-activity',
    ),
  ]
    .slice(0, MAX_SUGGESTED)
    .map((a) => inSentence(a.activity));
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(name|topic|activity)\}/g, (_, key: string) => values[key] ?? '');

/**
 * Every answer the built-in coach would give to this conversation, best first: the opening for
 * what the message asks, a tip for its topic and, where one fits, a welcomed activity at or
 * below the level. The first depends on the couple and the conversation's length, so a couple
 * reads the same answer to the same conversation and a different one as it goes on. Later
 * candidates are there for the guard: each one it refuses is replaced by the next. None carries
 * the disclaimer; the guarded coach adds it to a conversation's first answer.
 */
export function coachReplyCandidates(input: CoachChatInput): string[] {
  const message = normalizeText(input.messages.at(-1)?.content ?? '');
  const seed = `${input.coupleId}\u0000${input.messages.length}`;
  const topic = topicOf(message, input.topic);
  const intent = intentOf(message);
  const values = { name: input.playerName, topic: (topic ?? GENERAL_TOPIC).phrase };
  const openings = rotated(intent?.openings ?? GENERAL_OPENINGS, seed, 'opening');
  const tips = [
    ...rotated((topic ?? GENERAL_TOPIC).tips, seed, 'tip'),
    ...(topic ? rotated(GENERAL_TOPIC.tips, seed, 'general-tip') : []),
  ];
  const activities = suggestions(input, topic, seed);
  const suggestionLines = rotated(SUGGESTION_LINES, seed, 'suggestion');
  const candidates: string[] = [];
  for (let i = 0; i < Math.max(openings.length, tips.length); i++) {
    const opening = fill(openings[i % openings.length]!, values);
    const tip = tips[i % tips.length]!;
    activities.forEach((activity, k) => {
      const line = fill(suggestionLines[k % suggestionLines.length]!, { activity });
      candidates.push(`${opening}\n\n${tip} ${line}`);
    });
    candidates.push(`${opening}\n\n${tip}`);
  }
  // Shorter answers for when every longer one touched a boundary.
  for (const tip of tips) candidates.push(tip);
  for (const opening of openings) candidates.push(fill(opening, values));
  candidates.push(...rotated(FOLLOW_UPS, seed, 'follow-up'));
  return [...new Set(candidates)];
}
