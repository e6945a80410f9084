import { COACH_DISCLAIMER } from '@shared/domain/coach';
import type { CoachChatInput } from '../engine';
import { activityClosings } from './activity-suggestion';
import { CATEGORY_TOPICS } from './category-topics';
import { followUpOf, type FollowUp } from './coach-intents';
import { GRID_TOPICS, type CoachTopic } from './coach-topics';
import { CLOSINGS } from './closings';
import { rotated } from './choice';
import { FOLLOW_UP_ANSWERS } from './follow-up-answers';
import { GENERAL_TOPIC } from './general-topic';
import { kindOf } from './kind-match';
import type { CoachKind } from './kinds/coach-kind';
import { OPENINGS, type OpeningPool } from './openings';
import { normalizeText } from './phrase-match';

/**
 * Every topic of the grid and the survey: the survey categories' own first, so the more
 * specific topic wins when a label could mean two.
 */
export const COACH_TOPICS: readonly CoachTopic[] = [...CATEGORY_TOPICS, ...GRID_TOPICS];

const comparable = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The coach topic a grid button's label means, or null. */
export function topicOf(gridTopic: string | null): CoachTopic | null {
  if (!gridTopic) return null;
  const label = comparable(gridTopic);
  return COACH_TOPICS.find((topic) => topic.labels.some((l) => comparable(l) === label)) ?? null;
}

/** What the conversation is about, as the coach answers it. */
export interface Understood {
  kind: CoachKind | null;
  followUp: FollowUp | null;
  /** The grid topic, when it frames an opening question that names no kind. */
  topic: CoachTopic | null;
}

const userMessages = (input: CoachChatInput) =>
  input.messages.filter((m) => m.role === 'user').map((m) => normalizeText(m.content));

/**
 * The kind the last message asks about by its own words; for a follow-up that names none, the
 * kind of the latest earlier message that named one. The grid topic only breaks ties, or
 * frames the opening question its button sends, when that names no kind.
 */
export function understand(input: CoachChatInput): Understood {
  const messages = userMessages(input);
  const last = messages.at(-1) ?? '';
  const topic = topicOf(input.topic);
  const own = kindOf(last, topic?.key ?? null);
  // The kind discussed before, for a message that may follow up on it.
  let before: CoachKind | null = null;
  for (let i = messages.length - 2; i >= 0 && !before; i--)
    before = kindOf(messages[i]!, topic?.key ?? null);
  // A question about a kind of its own is a new question, however it is put.
  const followUp = before && (!own || own === before) ? followUpOf(last) : null;
  if (own) return { kind: own, followUp, topic: null };
  if (followUp) return { kind: before!, followUp, topic: null };
  // The grid's button sends "Let's talk about {topic}": that, not a greeting, is framed by it.
  const framed = topic && comparable(last).includes(comparable(input.topic ?? ''));
  return { kind: null, followUp, topic: framed ? topic : null };
}

/** The coach's earlier answers, without the disclaimer the first one opens with. */
const earlierAnswers = (input: CoachChatInput) =>
  input.messages
    .filter((m) => m.role === 'assistant')
    .map((m) => m.content.replace(COACH_DISCLAIMER, '').trim());

/** The options not yet given in this conversation first, then the rest, each in order. */
function unusedFirst(options: readonly string[], given: readonly string[]): string[] {
  const used = (text: string) => given.some((answer) => answer.includes(text));
  return [...options.filter((o) => !used(o)), ...options.filter(used)];
}

/**
 * The options starting at one chosen from the seed, the one the previous answer used moved to
 * the end, so the same one never comes twice in a row.
 */
function freshRotation(
  options: readonly string[],
  previous: string | undefined,
  matches: (answer: string, option: string) => boolean,
  ...seed: string[]
): string[] {
  const order = rotated(options, ...seed);
  if (previous === undefined) return order;
  return [
    ...order.filter((o) => !matches(previous, o)),
    ...order.filter((o) => matches(previous, o)),
  ];
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(name|subject)\}/g, (_, key: string) => values[key] ?? '');

/** The written answers for what was understood, best first (before removing given ones). */
function bodiesFor({ kind, followUp, topic }: Understood, seed: string): string[] {
  const general = rotated(GENERAL_TOPIC.tips, seed, 'general');
  if (!kind) {
    const framing = topic ? rotated(topic.tips, seed, 'topic') : [];
    return [...framing, ...general];
  }
  const own = followUp === 'bringUp' || followUp === 'ifNo' ? FOLLOW_UP_ANSWERS[followUp] : [];
  return [...own.map((text) => fill(text, { subject: kind.subject })), ...kind.answers, ...general];
}

function openingPool({ kind, followUp, topic }: Understood): OpeningPool {
  if (followUp && kind) return 'followUp';
  return kind?.tone ?? (topic ? 'practical' : 'general');
}

/**
 * Every answer the built-in coach would give to this conversation, best first: an opening, the
 * written answer to the kind of question asked (or followed up on) and a closing, which may be
 * a written sentence about an activity both partners welcomed. Openings and closings are
 * chosen from the couple and the conversation, so the same conversation reads the same answer
 * and the next turn opens differently; answers already given come last. Later candidates are
 * there for the guard: each one it refuses is replaced by the next. None carries the
 * disclaimer; the guarded coach adds it to a conversation's first answer.
 */
export function coachReplyCandidates(input: CoachChatInput): string[] {
  const understood = understand(input);
  const given = earlierAnswers(input);
  const previous = given.at(-1);
  const subject = understood.kind?.key ?? understood.topic?.key ?? 'general';
  const seed = `${input.coupleId}\u0000${input.messages.length}`;
  const name = input.playerName.trim();
  const values = { name };
  // A name reads warmly now and then, not in answer after answer.
  const named = name !== '' && !(previous ?? '').includes(name);
  const pool = OPENINGS[openingPool(understood)].filter((o) => named || !o.includes('{name}'));
  const openings = freshRotation(
    pool.map((o) => fill(o, values)),
    previous,
    (answer, opening) => answer.startsWith(opening),
    seed,
    subject,
    'opening',
  );
  // Each welcomed activity is suggested once in a conversation; then the usual closings follow.
  const suggested = understood.kind
    ? rotated(
        activityClosings(understood.kind.suggests, input.welcomed),
        seed,
        'suggestion',
      ).filter((closing) => !given.some((answer) => answer.includes(closing)))
    : [];
  const closings = [
    ...suggested,
    ...freshRotation(
      CLOSINGS,
      previous,
      (answer, closing) => answer.endsWith(closing),
      seed,
      'closing',
    ),
  ];
  const bodies = unusedFirst(bodiesFor(understood, `${seed}\u0000${subject}`), given);

  const candidates: string[] = [];
  for (const body of bodies)
    openings.forEach((opening, i) =>
      candidates.push(`${opening} ${body}\n\n${closings[i % closings.length]}`),
    );
  // Shorter answers for when every longer one touched a boundary.
  for (const body of bodies) candidates.push(body);
  return [...new Set(candidates)];
}
