import { describe, expect, it } from 'vitest';
import { SESSION_MAX_QUESTIONS } from '@shared/domain/coach';
import { createBuiltInEngine } from '../built-in-engine';
import type { CoachSessionInput } from '../engine';
import { sessionQuestionCandidates, sessionSummaryCandidates } from './coach-session';
import { ANSWER_THEMES, SESSION_QUESTIONS } from './session-questions';

const builtIn = createBuiltInEngine();
const activity = { name: 'Slow dancing', category: 'Romance & Dates' };
/** How the activity reads inside a sentence. */
const named = 'slow dancing';

const session = (answers: string[], coupleId = 'couple-1'): CoachSessionInput => ({
  coupleId,
  activity,
  level: 'Playful',
  previous: answers.map((answer, i) => ({ question: `Question ${i + 1}?`, answer })),
});

const stepQuestions = (step: number) =>
  SESSION_QUESTIONS[step - 1]!.map((q) => q.replace(/\{activity\}/g, named));

describe('guided session questions', () => {
  it('asks a first question about the activity, then one per step, without repeating its label', async () => {
    const answers = ['I love music', 'Going slowly', 'On a quiet evening', 'Candles', 'A cuddle'];
    for (let step = 1; step <= SESSION_MAX_QUESTIONS; step++) {
      const question = await builtIn.coachQuestion(session(answers.slice(0, step - 1)));
      // The screen names the session's activity; the questions speak of "it".
      expect(question).not.toContain(named);
      expect(question).not.toMatch(/[{}]/);
      expect(
        stepQuestions(step).some((q) => question.endsWith(q)),
        question,
      ).toBe(true);
    }
  });

  it('builds on the previous answer without quoting it', async () => {
    const nervous = await builtIn.coachQuestion(
      session(['Honestly I feel nervous, my grandmother’s ballroom lessons were a disaster']),
    );
    const nerves = ANSWER_THEMES.find((t) => t.key === 'nerves')!;
    expect(nervous.startsWith(nerves.acknowledgement)).toBe(true);
    expect(nervous).not.toMatch(/grandmother|ballroom|disaster/i);

    const plain = await builtIn.coachQuestion(session(['Mostly the zebra print']));
    expect(ANSWER_THEMES.some((t) => plain.startsWith(t.acknowledgement))).toBe(false);
    expect(plain).not.toMatch(/zebra/i);
  });

  it('does not open two questions running with the same acknowledgement', async () => {
    const previous: CoachSessionInput['previous'] = [];
    for (const answer of ['Music and candles', 'A quiet evening with music']) {
      const question = await builtIn.coachQuestion({ ...session([]), previous });
      previous.push({ question, answer });
    }
    const [second, third] = [
      previous[1]!.question,
      await builtIn.coachQuestion({ ...session([]), previous }),
    ];
    const setting = ANSWER_THEMES.find((t) => t.key === 'setting')!.acknowledgement;
    expect(second.startsWith(setting)).toBe(true);
    expect(third.startsWith(setting)).toBe(false);
  });

  it('asks the same for the same session, and differs between couples', async () => {
    const one = await builtIn.coachQuestion(session([]));
    expect(await builtIn.coachQuestion(session([]))).toBe(one);
    const asked = new Set<string>();
    for (let i = 0; i < 12; i++) asked.add(await builtIn.coachQuestion(session([], `c${i}`)));
    expect(asked.size).toBeGreaterThan(2);
  });

  it('keeps questions without the activity’s name for when the name cannot be said', () => {
    const candidates = sessionQuestionCandidates(session(['Feeling safe']));
    expect(candidates.some((c) => !c.includes(named))).toBe(true);
    for (const c of candidates) expect(c).not.toMatch(/[{}]/);
  });
});

describe('guided session summary', () => {
  it('recaps the activity, the number of answers and their themes in the coach’s words', async () => {
    const summary = await builtIn.coachSessionSummary(
      session([
        'I feel nervous but curious about it',
        'Trust, and going slowly with my partner Zed',
        'Talking first over dinner at Marguerite’s',
      ]),
    );
    expect(summary).toContain(named);
    expect(summary).toContain('3 questions');
    expect(summary).toMatch(/taking it at a gentle pace|feeling safe|curiosity/);
    expect(summary).not.toMatch(/Zed|Marguerite/);
    expect(summary.split('\n').length).toBeGreaterThanOrEqual(3);
  });

  it('has candidates without the activity’s name and without themes', () => {
    const candidates = sessionSummaryCandidates(session(['I love the closeness']));
    expect(candidates.some((c) => !c.includes(named))).toBe(true);
    expect(candidates.at(-1)).not.toMatch(/closeness/);
  });

  it('counts one answer in the singular', async () => {
    expect(await builtIn.coachSessionSummary(session(['Fine']))).toMatch(/\b1 question(?!s)/);
  });
});
