/**
 * One kind of question the built-in coach answers ("what is a good first toy?", "we keep
 * arguing about how often"), recognised from the player's own words.
 */
export interface CoachKind {
  key: string;
  /**
   * How a follow-up names what was discussed ("when it comes to {subject}"): written to sit
   * inside a sentence, never a catalogue label.
   */
  subject: string;
  /**
   * A kind about anything of its sort ("trying something for the first time"): it answers only
   * when no narrower kind fits, so "try spanking for the first time" is about spanking.
   */
  broad?: boolean;
  /** Which pool of openings suits it: plain questions, or feelings that need a softer start. */
  tone: 'practical' | 'gentle';
  /** Keys of the coach's topics (coach-topics.ts) whose grid button breaks a tie for it. */
  topics: string[];
  /** Activity keys (the survey catalogue's) whose written closing may follow its answers. */
  suggests: string[];
  /**
   * Phrases that point to it, whole words and case-insensitive: a trailing `*` lets a word go
   * on ("fantas*"), a lone `*` stands for up to four words ("argu* about * often").
   */
  patterns: string[];
  /** Its written answers, best first: each is 2-5 sentences that answer the question itself. */
  answers: string[];
}
