import type { SharedMatch } from '@shared/domain/survey';

/** What both partners welcome, and nothing else: the engines never see a refusal. */
export interface CoupleSummaryInput {
  /** Seeds the built-in engine's choices, so a couple's summary is stable but couples differ. */
  coupleId: string;
  player1Name: string;
  player2Name: string;
  matches: { activity: string; category: string; match: SharedMatch }[];
  /** How many pairs of answers disagree (a count only). */
  conflictCount: number;
}

/**
 * Names the output must never mention: activities either partner refused. Passed to the
 * boundary guard only, never to an engine.
 */
export interface Boundaries {
  refusedActivities: string[];
}

/**
 * Produces Velvet's generated content. Later features add adventures, quick tasks, dares
 * and the coach to this interface.
 */
export interface ContentEngine {
  readonly name: string;
  /** Markdown with bold section headings: strengths, shared interests, things to talk about. */
  coupleSummary(input: CoupleSummaryInput): Promise<string>;
}
