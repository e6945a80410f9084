import type { ChanceOutcome } from '@shared/domain/adventures';
import type { DareDifficulty } from '@shared/domain/dares';
import type { JourneyLevel } from '@shared/domain/journey';
import type { MatchCounts } from '@shared/domain/results';
import type { TaskType } from '@shared/domain/quicktasks';
import type { SharedMatch } from '@shared/domain/survey';

/** What both partners welcome, and nothing else: the engines never see a refusal. */
export interface CoupleSummaryInput {
  /** Seeds the built-in engine's choices, so a couple's summary is stable but couples differ. */
  coupleId: string;
  player1Name: string;
  player2Name: string;
  matches: { activity: string; category: string; match: SharedMatch }[];
  /**
   * The figures the couple's results show (countMatches of every welcomed pair), for the
   * summary to state; without them, the named matches are counted.
   */
  counts?: MatchCounts;
  /** How many pairs of answers disagree (a count only). */
  conflictCount: number;
}

/**
 * What the output must never touch. Passed to the boundary guard only, never to an engine:
 * an engine is told what the couple welcomes, not what either partner refused.
 */
export interface Boundaries {
  /** Activities either partner answered No to. */
  refusedActivities: string[];
  /** Both partners' hard boundaries, as stored (listed options and "custom: …" entries). */
  hardBoundaries?: string[];
  /**
   * Both partners' intent avoid categories (INTENT_OPTIONS.avoidCategories), each standing for
   * a list of words the guard refuses.
   */
  avoidCategories?: string[];
  /** The highest journey level the content may reach. */
  maxLevel?: JourneyLevel;
}

/** An activity both partners welcomed, as quick tasks are built from it. */
export interface WelcomedActivity {
  activity: string;
  /**
   * The shipped catalogue's key for it (`slow-undressing`), by which written items name what
   * they need; null for an activity staff added, which no written item needs.
   */
  key?: string | null;
  category: string;
  tags: string[];
  match: SharedMatch;
}

export interface QuickTaskInput {
  /** Seeds the built-in engine's choices. */
  coupleId: string;
  /** The highest level the task may reach (the couple's current journey level). */
  level: JourneyLevel;
  /** What both partners welcomed (exact and close matches) and nothing else. */
  welcomed: WelcomedActivity[];
  assigneeName: string;
  partnerName: string;
  /**
   * Tasks the couple has seen since every eligible task was last shown (template ids for the
   * built-in engine, titles for any engine): none of them is given again while others remain.
   */
  seen: { templateIds: string[]; titles: string[] };
}

export interface GeneratedQuickTask {
  /** The built-in catalogue's template, or null for text an external engine wrote. */
  templateId: string | null;
  title: string;
  description: string;
  taskType: TaskType;
  durationMinutes: number;
  suggestedPoints: number;
  level: JourneyLevel;
  activityTags: string[];
  /** True when every eligible task had been seen, so this one starts a new round. */
  newRound: boolean;
}

export interface DailyChallengeInput {
  coupleId: string;
  /** The calendar day (YYYY-MM-DD) it is for: the same couple and day give the same challenge. */
  date: string;
  level: JourneyLevel;
  welcomed: WelcomedActivity[];
  /** Template ids or titles not to give (ones the guard refused); none when absent. */
  exclude?: string[];
}

export interface GeneratedChallenge {
  title: string;
  description: string;
  taskType: TaskType;
  durationMinutes: number;
  /** The built-in catalogue's challenge, or null (or absent) for text an external engine wrote. */
  templateId?: string | null;
  /** The challenge's level; an engine that gives none is taken at the level it was asked for. */
  level?: JourneyLevel;
}

/**
 * Both partners' intent preferences, merged so that nothing tells who wanted what: lists are
 * joined, the challenge is the gentler of the two, the tone is the lead partner's own.
 */
export interface AdventureIntents {
  lookingFor: string[];
  focusAreas: string[];
  experienceStyles: string[];
  challengePreference: string | null;
  tonePreference: string | null;
}

/** The intents of a couple who shared no wishes: nothing to lean the plan towards. */
export const NO_INTENTS: AdventureIntents = {
  lookingFor: [],
  focusAreas: [],
  experienceStyles: [],
  challengePreference: null,
  tonePreference: null,
};

export interface AdventureInput {
  /** Seeds the built-in engine's choices. */
  coupleId: string;
  /**
   * The experience type to write (for Take a Chance, the type the server's coin picked).
   * `key` is the shipped catalogue's key (romantic, adventure, ...), null for a type staff
   * added; `aiInstruction` is staff's instruction for that type.
   */
  type: { name: string; key: string | null; description: string; aiInstruction: string | null };
  /** The highest level the adventure may reach. */
  level: JourneyLevel;
  welcomed: WelcomedActivity[];
  /** Accessories to weave in (None removed); the guard drops any that touch a boundary. */
  accessories: string[];
  intents: AdventureIntents;
  leadName: string;
  partnerName: string;
  /**
   * Adventures the couple already had, oldest first (template ids for the built-in engine,
   * titles for any engine): an eligible template is not given again until every one was, and
   * then the one given longest ago comes first.
   */
  seen: { templateIds: string[]; titles: string[] };
  /** Take a Chance only: the coin's verdict, for the engine to play along with. */
  chance: ChanceOutcome | null;
  /** Template ids not to give (ones the guard refused); none when absent. */
  exclude?: string[];
}

export interface GeneratedAdventure {
  /** The built-in catalogue's template, or null for text an external engine wrote. */
  templateId: string | null;
  title: string;
  /** For the other partner: intriguing, without giving the plan away. */
  teaser: string;
  preparationInstructions: string;
  details: string;
  summary: string;
  level: JourneyLevel;
  /** 30 to 90 minutes. */
  durationMinutes: number;
}

export interface DareInput {
  /** Seeds the built-in engine's choices. */
  coupleId: string;
  difficulty: DareDifficulty;
  /** The highest level the dare may reach (DARE_LEVEL of its difficulty). */
  level: JourneyLevel;
  welcomed: WelcomedActivity[];
  senderName: string;
  receiverName: string;
  /**
   * Dares the couple already had, oldest first (template ids for the built-in engine, texts
   * for any engine): none is given again until every eligible one was, and then the one given
   * longest ago comes first.
   */
  seen: { templateIds: string[]; texts: string[] };
  /** Template ids or texts not to give (ones the guard refused); none when absent. */
  exclude?: string[];
}

export interface GeneratedDare {
  /** The built-in catalogue's dare, or null for text an external engine wrote. */
  templateId: string | null;
  /** Addressed to the receiver; one or two sentences. */
  text: string;
  level: JourneyLevel;
}

export interface CoachChatInput {
  /** Seeds the built-in engine's choices. */
  coupleId: string;
  /** The conversation so far; the last message is the player's. */
  messages: { role: 'user' | 'assistant'; content: string }[];
  /** A topic from the screen's grid, when the player picked one. */
  topic: string | null;
  /** What both partners welcomed, for suggestions. */
  welcomed: WelcomedActivity[];
  /** The couple's current journey level: suggestions stay within it. */
  level: JourneyLevel;
  playerName: string;
  /** Answers not to give (ones the guard refused); none when absent. */
  exclude?: string[];
}

export interface CoachSessionInput {
  coupleId: string;
  /** The activity both welcomed that the session is about. */
  activity: { name: string; category: string };
  level: JourneyLevel;
  /** The questions asked so far and the player's answers, oldest first. */
  previous: { question: string; answer: string }[];
  /** Texts not to give (ones the guard refused); none when absent. */
  exclude?: string[];
}

/**
 * Produces Velvet's generated content: every area's text comes from here, behind the guard.
 */
export interface ContentEngine {
  readonly name: string;
  /** Markdown with bold section headings: strengths, shared interests, things to talk about. */
  coupleSummary(input: CoupleSummaryInput): Promise<string>;
  /** One quick task for the couple, within its level, from what both welcomed. */
  quickTask(input: QuickTaskInput): Promise<GeneratedQuickTask>;
  /** The couple's challenge for one calendar day. */
  dailyChallenge(input: DailyChallengeInput): Promise<GeneratedChallenge>;
  /** One adventure of the given type, within its level, from what both welcomed. */
  adventure(input: AdventureInput): Promise<GeneratedAdventure>;
  /** One dare of the given difficulty, within its level, from what both welcomed. */
  dare(input: DareInput): Promise<GeneratedDare>;
  /** The coach's next chat answer (plain text, a few short paragraphs at most). */
  coachReply(input: CoachChatInput): Promise<string>;
  /** The next question of a guided session, built on the previous answers. */
  coachQuestion(input: CoachSessionInput): Promise<string>;
  /** A guided session's closing summary, from its questions and answers. */
  coachSessionSummary(input: CoachSessionInput): Promise<string>;
}
