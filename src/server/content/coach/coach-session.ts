import { SESSION_MAX_QUESTIONS } from '@shared/domain/coach';
import type { CoachSessionInput } from '../engine';
import { listOf } from '../summary-phrases';
import { inSentence, rotated } from './choice';
import { countPhrases, normalizeText } from './phrase-match';
import {
  ANSWER_THEMES,
  FIRST_QUESTION_OPENINGS,
  PLAIN_ACKNOWLEDGEMENTS,
  SESSION_QUESTIONS,
  type AnswerTheme,
} from './session-questions';

const fill = (text: string, activity: string) => text.replace(/\{activity\}/g, activity);

/** The themes an answer shows, strongest first (most matching words), in list order on ties. */
export function themesOf(answer: string): AnswerTheme[] {
  const text = normalizeText(answer);
  return ANSWER_THEMES.map((theme) => ({ theme, score: countPhrases(text, theme.keywords) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ theme }) => theme);
}

/**
 * Every question the built-in coach would ask next, best first: the step's questions about the
 * activity, each opened by an acknowledgement of what the previous answer was about (never
 * quoting it: the player's words are not echoed back). The first depends on the couple, the
 * activity and the step. Later ones are there for the guard; the step's questions without the
 * activity's name come last.
 */
export function sessionQuestionCandidates(input: CoachSessionInput): string[] {
  const step = Math.min(input.previous.length, SESSION_MAX_QUESTIONS - 1);
  const seed = `${input.coupleId}\u0000${input.activity.name}\u0000${input.previous.length}`;
  const name = inSentence(input.activity.name);
  const last = input.previous.at(-1);
  const leads =
    last === undefined
      ? rotated(FIRST_QUESTION_OPENINGS, seed, 'first')
      : freshFirst(
          [
            ...themesOf(last.answer).map((theme) => theme.acknowledgement),
            ...rotated(PLAIN_ACKNOWLEDGEMENTS, seed, 'plain'),
          ],
          last.question,
        );
  const questions = rotated(SESSION_QUESTIONS[step]!, seed, 'question');
  const candidates: string[] = [];
  for (const question of questions)
    for (const lead of leads) candidates.push(`${fill(lead, name)} ${fill(question, name)}`);
  for (const question of questions) candidates.push(fill(question, name));
  // The same questions about "it", for when the activity's name itself touches a boundary.
  for (const question of questions) candidates.push(fill(question, 'it'));
  return [...new Set(candidates)];
}

/** The acknowledgements the previous question did not open with first: no echo twice running. */
const freshFirst = (leads: string[], previousQuestion: string) => [
  ...leads.filter((lead) => !previousQuestion.startsWith(lead)),
  ...leads.filter((lead) => previousQuestion.startsWith(lead)),
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Every summary the built-in coach would close a session with, best first: what the session
 * was about, the themes the answers showed (named in the coach's own words, never the
 * player's), and a next step. Later ones leave out the activity, then the themes.
 */
export function sessionSummaryCandidates(input: CoachSessionInput): string[] {
  const seed = `${input.coupleId}\u0000${input.activity.name}\u0000summary`;
  const count = plural(input.previous.length, 'question', 'questions');
  const themes = [
    ...new Set(input.previous.flatMap(({ answer }) => themesOf(answer).map((t) => t.label))),
  ];
  const themeLines =
    themes.length > 0
      ? [
          `What stood out in your answers: ${listOf(themes.slice(0, 4))}.`,
          `Your answers kept coming back to ${listOf(themes.slice(0, 3))}.`,
        ]
      : ['You took the time to think it through honestly, which is the most important part.'];
  const nextSteps = rotated(
    [
      'A next step: share one of your answers with your partner this week, and ask for theirs.',
      'A next step: pick a relaxed moment to talk it over together, with no pressure to decide anything.',
      'A next step: agree on a pause word together before you try anything new.',
    ],
    seed,
    'next',
  );
  const name = inSentence(input.activity.name);
  const openings = [
    `You explored ${name} and answered ${count}.`,
    `Your session about ${name} is complete: ${count} answered.`,
  ];
  const withoutName = `You answered ${count} in this session.`;
  const candidates: string[] = [];
  for (const opening of [...rotated(openings, seed, 'opening'), withoutName])
    for (const themeLine of themeLines)
      for (const next of nextSteps) candidates.push([opening, themeLine, next].join('\n'));
  for (const next of nextSteps) candidates.push([withoutName, next].join('\n'));
  return [...new Set(candidates)];
}
