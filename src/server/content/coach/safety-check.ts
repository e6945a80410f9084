import { CONSENT_ANSWER, SAFETY_ANSWER } from '@shared/domain/coach';
import { boundedMemo } from '../bounded-memo';
import { consentTroubleOf } from './consent-check';
import type { ConsentTrouble } from './consent-patterns';
import { normalizeText, phrasesRegExp } from './phrase-match';
import { SAFETY_TERMS, type SafetyTopic } from './safety-terms';

const PATTERNS = Object.entries(SAFETY_TERMS).map(([topic, phrases]) => ({
  topic: topic as SafetyTopic,
  regExp: phrasesRegExp(phrases),
}));

/** Why a message calls for a fixed answer instead of generated text. */
export type SafetyReason = SafetyTopic | ConsentTrouble;

/**
 * Why a player's message calls for help: a blunt phrase (safety-terms.ts: self-harm, abuse,
 * coercion, violence, minors), or consent trouble or despair however softly it is put
 * (consent-patterns.ts); null when it does not.
 */
export const safetyTopicOf = boundedMemo(
  (text: string): SafetyReason | null => {
    const normalized = normalizeText(text);
    return (
      PATTERNS.find(({ regExp }) => regExp.test(normalized))?.topic ?? consentTroubleOf(normalized)
    );
  },
  // A session's answers are read again for every question and summary after them.
  10_000,
);

export const needsSafetyAnswer = (text: string) => safetyTopicOf(text) !== null;

/** Reasons answered with SAFETY_ANSWER; every other reason is a no not heard. */
const GENERAL: ReadonlySet<SafetyReason> = new Set(['selfHarm', 'despair', 'violence', 'minors']);

/**
 * The fixed answer a message calls for, or null: CONSENT_ANSWER, which says first that a no
 * always counts, when a no is not heard (pressure, control, abuse...); SAFETY_ANSWER otherwise.
 */
export function safetyAnswerFor(text: string): string | null {
  const reason = safetyTopicOf(text);
  if (!reason) return null;
  return GENERAL.has(reason) ? SAFETY_ANSWER : CONSENT_ANSWER;
}
