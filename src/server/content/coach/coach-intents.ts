import { matchesPattern } from './kind-match';

/**
 * What a follow-up asks about the kind of question discussed in the turns before: how to raise
 * it, what to do if the partner says no, or simply something more. Phrases are read as
 * kind-match reads a kind's.
 */
export type FollowUp = 'bringUp' | 'ifNo' | 'more';

/** In order of precedence: "how do I bring it up if they say no?" is about a no. */
export const FOLLOW_UP_PATTERNS: readonly { key: FollowUp; patterns: string[] }[] = [
  {
    key: 'ifNo',
    patterns: [
      'what if * says no',
      'what if * say no',
      'if * says no',
      'if * say no',
      'what if * not into it',
      'what if * not interested',
      'what if * doesn t want',
      'what if * does not want',
      'what if * don t want',
      'what if * do not want',
      'what if * refuses',
      'what if * hates it',
      'what if * not keen',
      'what if * reacts badly',
      'what if * laughs',
      'what if * is upset',
      'what if * gets upset',
      'what if * judges me',
    ],
  },
  {
    key: 'bringUp',
    patterns: [
      'bring it up',
      'bring this up',
      'bring that up',
      'raise it',
      'raise this',
      'how do i ask',
      'how should i ask',
      'how do i tell',
      'how should i tell',
      'how do i mention',
      'how do i start the conversation',
      'how do i start that conversation',
      'start the conversation',
      'what do i say',
      'what should i say',
      'how do i suggest it',
      'how do i suggest this',
      'how do i talk to * about it',
      'how do i approach',
      'how do i broach',
      'when should i ask',
    ],
  },
  {
    key: 'more',
    patterns: [
      'other ideas',
      'another idea',
      'more ideas',
      'any other',
      'anything else',
      'what else',
      'something else',
      'tell me more',
      'more tips',
      'other tips',
      'another tip',
      'go on',
      'what next',
      'next step',
      'and then',
      'more please',
      'else can we',
      'else could we',
      'else should we',
      'what should i do',
      'what should we do',
      'what can i do',
      'what can we do',
      'any tips',
      'any advice',
      'how so',
      'like what',
      'for example',
    ],
  },
];

/** What the player's message follows up on, or null when it is not a follow-up. */
export const followUpOf = (message: string): FollowUp | null =>
  FOLLOW_UP_PATTERNS.find(({ patterns }) => patterns.some((p) => matchesPattern(message, p)))
    ?.key ?? null;
