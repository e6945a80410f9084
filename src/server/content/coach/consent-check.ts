import { CONSENT_PATTERNS, type ConsentTrouble } from './consent-patterns';
import { patternFound, readMessage } from './meaning-patterns';

const KINDS = Object.entries(CONSENT_PATTERNS) as [
  ConsentTrouble,
  (typeof CONSENT_PATTERNS)[ConsentTrouble],
][];

/**
 * What kind of consent trouble or despair a player's message tells of, however softly it is
 * put ("is it ok if I just go along with it to keep the peace"), or null.
 */
export function consentTroubleOf(text: string): ConsentTrouble | null {
  const message = readMessage(text);
  return KINDS.find(([, patterns]) => patterns.some((p) => patternFound(p, message)))?.[0] ?? null;
}
