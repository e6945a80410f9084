import { normalizeText, phrasesRegExp } from './phrase-match';
import { SAFETY_TERMS, type SafetyTopic } from './safety-terms';

const PATTERNS = Object.entries(SAFETY_TERMS).map(([topic, phrases]) => ({
  topic: topic as SafetyTopic,
  regExp: phrasesRegExp(phrases),
}));

/**
 * The safety topic a player's message is about (self-harm, abuse, coercion, violence, minors),
 * or null. Such a message is answered with SAFETY_ANSWER, never with generated text.
 */
export function safetyTopicOf(text: string): SafetyTopic | null {
  const normalized = normalizeText(text);
  return PATTERNS.find(({ regExp }) => regExp.test(normalized))?.topic ?? null;
}

export const needsSafetyAnswer = (text: string) => safetyTopicOf(text) !== null;
