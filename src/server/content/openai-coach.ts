import { levelsUpTo } from '@shared/domain/journey';
import type { CoachChatInput, CoachSessionInput } from './engine';
import { plainLine } from './summary-markdown';

/** What every coach call is told: who the coach is and what it may never do. */
const COACH_RULES = [
  'You are Velvet Coach, a warm and playful guide in Velvet, an app for adult couples.',
  'You are for entertainment only: you are not a therapist, counsellor or doctor and you give',
  'no medical, legal or psychological advice. Be warm, practical, encouraging and',
  'non-graphic, inclusive of every gender and orientation. Consent comes first: everything is',
  'mutual, either partner may say no or pause at any time, and a no is respected without',
  'pressure. Mention or suggest only activities from the welcomed list you are given, within',
  'the allowed levels (Vanilla being the gentlest); never invent riskier ones, never describe',
  'anything explicitly. If a message is about self-harm, abuse, coercion, violence or minors,',
  'say only that the player deserves real support and should contact a professional or a',
  'local helpline.',
].join(' ');

/** What the model is asked to stay under: well inside the guard's limit. */
const COACH_REQUESTED_LENGTH = 1200;

const welcomedList = (welcomed: CoachChatInput['welcomed']) =>
  welcomed.map((a) => ({ activity: a.activity, category: a.category, match: a.match }));

/** The chat's system prompt: the rules, then the couple's welcomed activities and level. */
export const coachChatPrompt = (input: CoachChatInput) =>
  [
    COACH_RULES,
    `Answer the player's last message in plain text (no markdown), at most three short`,
    `paragraphs and under ${COACH_REQUESTED_LENGTH} characters, speaking to the player as "you".`,
    'Context, as JSON:',
    JSON.stringify({
      playerName: input.playerName,
      topic: input.topic,
      allowedLevels: levelsUpTo(input.level),
      welcomedActivities: welcomedList(input.welcomed),
    }),
  ].join(' ');

/** The conversation as chat messages; the prompt comes first. */
export const coachChatMessages = (input: CoachChatInput) => [
  { role: 'system' as const, content: coachChatPrompt(input) },
  ...input.messages.map((m) => ({ role: m.role, content: m.content })),
];

const sessionContext = (input: CoachSessionInput) =>
  JSON.stringify({
    activity: input.activity.name,
    category: input.activity.category,
    allowedLevels: levelsUpTo(input.level),
    previousQuestionsAndAnswers: input.previous,
  });

export const coachQuestionPrompt = [
  COACH_RULES,
  'You lead a guided reflection session for one partner about one activity both partners',
  'welcomed. Ask the next question: one or two sentences, plain text, building gently on the',
  'previous answers (what draws them to it, what would make it feel safe, how to bring it up,',
  'how to make it special, how to care for each other afterwards). Never repeat a question.',
  'Reply with the question only.',
].join(' ');

export const coachSummaryPrompt = [
  COACH_RULES,
  'You close a guided reflection session for one partner about one activity both partners',
  'welcomed. Write a short summary in plain text, three to five lines: the activity, the themes',
  'of the answers in your own words (never quoting them), and one gentle next step to talk',
  'about with their partner. Reply with the summary only.',
].join(' ');

export const coachSessionMessage = sessionContext;

/**
 * A model's text as the coach shows it: plain paragraphs, without markdown emphasis, headings
 * or list marks, and without runs of blank lines.
 */
export function plainParagraphs(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.split('\n').map(plainLine).filter(Boolean).join(' '))
    .filter(Boolean)
    .join('\n\n');
}
