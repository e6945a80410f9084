import type { Pattern } from '../meaning-patterns';
import { pressure } from './pressure';
import { guilt } from './guilt';
import { givingIn } from './giving-in';
import { fear } from './fear';
import { cannotRefuse } from './cannot-refuse';
import { askedRepeatedly } from './asked-repeatedly';
import { withoutAgreement } from './without-agreement';
import { control } from './control';
import { despair } from './despair';

/**
 * The ways a player tells the coach that a no is not being heard, or that they are in
 * despair. Each kind is a few patterns over meaning groups (../consent-groups.ts), so "my
 * husband keeps pushing me to do stuff I said no to" and "he pushed me into it" are found by
 * one pattern, while "he pushed the date back" is not. Checked against the phrasings in
 * ../consent-corpus.ts.
 */
export type ConsentTrouble =
  | 'pressure'
  | 'guilt'
  | 'givingIn'
  | 'fear'
  | 'cannotRefuse'
  | 'askedRepeatedly'
  | 'withoutAgreement'
  | 'control'
  | 'despair';

export const CONSENT_PATTERNS: Record<ConsentTrouble, readonly Pattern[]> = {
  pressure,
  guilt,
  givingIn,
  fear,
  cannotRefuse,
  askedRepeatedly,
  withoutAgreement,
  control,
  despair,
};
