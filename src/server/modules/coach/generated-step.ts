import { eq } from 'drizzle-orm';
import { COACH_ERRORS } from '@shared/domain/coach';
import type { Boundaries, CoachSessionInput } from '../../content/engine';
import type { FieldCipher } from '../../crypto/field-cipher';
import type { Executor } from '../../db/client';
import { surveyCategories, surveyOptions } from '../../db/schema';
import { inTransaction, type Tx } from '../../db/transactions';
import { forbidden } from '../../lib/http-error';
import type { ModuleDeps } from '../deps';
import { coupleMembers } from '../couples';
import { coachCouple } from './couple-context';
import { answeredQuestions, ownersSession, type SessionState } from './session-row';

/** Tries before the text is written while holding the session's lock. */
const ATTEMPTS = 3;

/** What the engine writes a session's next question or summary from. */
async function generationInput(
  executor: Executor,
  cipher: FieldCipher,
  { row, questions }: SessionState,
): Promise<{ input: CoachSessionInput; boundaries: Boundaries }> {
  const members = await coupleMembers(executor, row.coupleId);
  if (!members?.player2) throw forbidden(COACH_ERRORS.noCouple);
  const couple = await coachCouple(executor, cipher, row.coupleId, [
    members.player1.id,
    members.player2.id,
  ]);
  const [category] = await executor
    .select({ name: surveyCategories.name })
    .from(surveyOptions)
    .innerJoin(surveyCategories, eq(surveyCategories.id, surveyOptions.categoryId))
    .where(eq(surveyOptions.id, row.activityId));
  return {
    input: {
      coupleId: row.coupleId,
      activity: { name: row.activityName, category: category?.name ?? '' },
      level: couple.level,
      previous: answeredQuestions(questions).map((q) => ({
        question: q.question,
        answer: q.answer ?? '',
      })),
    },
    boundaries: couple.boundaries,
  };
}

export interface GeneratedStep<T> {
  /** Throws the refusal when the session is not in a state for the step. */
  check(state: SessionState): void;
  generate(
    input: CoachSessionInput,
    boundaries: Boundaries,
  ): Promise<{ text: string; engine: string }>;
  /** Stores the step with the text; runs holding the session's row lock. */
  write(tx: Tx, state: SessionState, generated: { text: string; engine: string }): Promise<T>;
}

const answeredCount = (state: SessionState) => answeredQuestions(state.questions).length;

/**
 * An owner's step that needs generated text (a question, the summary). The engine may take
 * seconds, so the text is written without holding the session's row lock; then, holding it,
 * the rules are checked again, so of two steps at once the second sees the first (and gets
 * its 409). Should an answer have arrived meanwhile, the text is written again from it, and
 * after ATTEMPTS such races it is written holding the lock.
 */
export function createGeneratedStep(deps: Pick<ModuleDeps, 'db' | 'cipher'>) {
  const { db, cipher } = deps;

  return async function run<T>(
    callerId: string,
    sessionId: string,
    step: GeneratedStep<T>,
  ): Promise<T> {
    const generateFor = async (executor: Executor, state: SessionState) => {
      const { input, boundaries } = await generationInput(executor, cipher, state);
      return step.generate(input, boundaries);
    };
    for (let attempt = 1; attempt < ATTEMPTS; attempt += 1) {
      const seen = await ownersSession(db, callerId, sessionId);
      step.check(seen);
      const generated = await generateFor(db, seen);
      const done = await inTransaction(db, async (tx) => {
        const now = await ownersSession(tx, callerId, sessionId, true);
        step.check(now);
        if (answeredCount(now) !== answeredCount(seen)) return null;
        return { value: await step.write(tx, now, generated) };
      });
      if (done) return done.value;
    }
    return inTransaction(db, async (tx) => {
      const now = await ownersSession(tx, callerId, sessionId, true);
      step.check(now);
      return step.write(tx, now, await generateFor(tx, now));
    });
  };
}
