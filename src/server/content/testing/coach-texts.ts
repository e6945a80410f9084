import { ACTIVITY_CLOSINGS } from '../coach/activity-closings';
import { CATEGORY_TOPICS } from '../coach/category-topics';
import { CLOSINGS } from '../coach/closings';
import { GRID_TOPICS } from '../coach/coach-topics';
import { FOLLOW_UP_ANSWERS } from '../coach/follow-up-answers';
import { COACH_KINDS } from '../coach/kinds';
import { NEUTRAL_QUESTIONS, NEUTRAL_REPLIES, NEUTRAL_SUMMARIES } from '../coach/neutral-answers';
import { OPENINGS } from '../coach/openings';
import { FIRST_QUESTION_OPENINGS, SESSION_QUESTIONS } from '../coach/session-questions';

/**
 * Every text the built-in coach writes from, as a player reads it: the answers of each kind of
 * question (the coach's items), follow-ups about each kind's subject, openings with a name,
 * closings, the suggestions of welcomed activities, tips, and the guided sessions' questions.
 */
export function coachTexts(name: string): { item: string; text: string }[] {
  const texts: { item: string; text: string }[] = [];
  for (const kind of COACH_KINDS) {
    kind.answers.forEach((text, i) => texts.push({ item: `coach ${kind.key} ${i}`, text }));
    for (const [followUp, answers] of Object.entries(FOLLOW_UP_ANSWERS))
      answers.forEach((answer, i) =>
        texts.push({
          item: `coach ${kind.key} ${followUp} ${i}`,
          text: answer.replaceAll('{subject}', kind.subject),
        }),
      );
  }
  for (const [pool, openings] of Object.entries(OPENINGS))
    for (const text of openings)
      texts.push({ item: `coach opening (${pool})`, text: text.replaceAll('{name}', name) });
  const plain = {
    closing: CLOSINGS,
    'activity closing': Object.values(ACTIVITY_CLOSINGS),
    'neutral reply': [...NEUTRAL_REPLIES, ...NEUTRAL_QUESTIONS, ...NEUTRAL_SUMMARIES],
    tip: [...GRID_TOPICS, ...CATEGORY_TOPICS].flatMap((topic) => topic.tips),
    'session question': [...SESSION_QUESTIONS.flat(), ...FIRST_QUESTION_OPENINGS],
  };
  for (const [item, list] of Object.entries(plain))
    for (const text of list) texts.push({ item: `coach ${item}`, text });
  return texts;
}

/** The coach's items for the sentence share: each kind's written answers. */
export const coachAnswers = () =>
  new Map(COACH_KINDS.flatMap((kind) => kind.answers.map((text, i) => [`${kind.key} ${i}`, text])));
