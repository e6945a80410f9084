import type { FieldCipher } from './field-cipher';

/**
 * One column whose values are stored encrypted (docs/matching-and-privacy.md, "Encryption at
 * rest"): each value sealed for its row's id and this column, so it cannot be read anywhere else.
 */
export interface EncryptedColumn {
  table: string;
  column: string;
  /**
   * The columns that name a row, whose values joined by "/" are the id a value is sealed for:
   * `id`, or a composite key's columns in order (an answer is its player, activity and
   * perspective).
   */
  key: readonly string[];
  /** Seals a value for the row `recordId`; null stays null (an empty note is no secret). */
  seal<T extends string | null>(cipher: FieldCipher, recordId: string, value: T): T;
  /** Opens a stored value of the row `recordId`; null stays null. */
  open<T extends string | null>(cipher: FieldCipher, recordId: string, stored: T): T;
}

/** The id a composite key's values make: each part in the key's order, joined by "/". */
export const recordIdOf = (...parts: readonly string[]) => parts.join('/');

function encryptedColumn(table: string, column: string, key: readonly string[] = ['id']) {
  const place = (recordId: string) => ({ recordId, column: `${table}.${column}` });
  return {
    table,
    column,
    key,
    seal: (cipher, recordId, value) =>
      (value === null ? null : cipher.encrypt(value, place(recordId))) as typeof value,
    open: (cipher, recordId, stored) =>
      (stored === null ? null : cipher.decrypt(stored, place(recordId))) as typeof stored,
  } satisfies EncryptedColumn as EncryptedColumn;
}

/** What a player writes to staff from the contact form or the help page. */
export const SUPPORT_SUBJECT = encryptedColumn('support_messages', 'subject');
export const SUPPORT_MESSAGE = encryptedColumn('support_messages', 'message');
/** A partner's note on confirming a quick task. */
export const QUICK_TASK_NOTES = encryptedColumn('quick_task_confirmations', 'notes');
/** What the lead wrote to the partner with an adventure's teaser, and the partner's reflection. */
export const ADVENTURE_PARTNER_TEASER = encryptedColumn('experiences', 'partner_teaser');
export const ADVENTURE_REFLECTION = encryptedColumn('experiences', 'partner_feedback');
/** A dare's words, sent or offered. */
export const DARE_TEXT = encryptedColumn('dares', 'text');
export const DARE_OPTION_TEXT = encryptedColumn('dare_options', 'text');
/** A guided session with the coach: its questions, the player's answers and its summary. */
export const COACH_SESSION_SUMMARY = encryptedColumn('coach_sessions', 'summary');
export const COACH_QUESTION = encryptedColumn('coach_session_questions', 'question');
export const COACH_ANSWER = encryptedColumn('coach_session_questions', 'answer');

/**
 * What the bell says to a player: notices quote an adventure's teaser, a dare's title or a
 * partner's name, so their title and description are sealed too.
 */
export const NOTIFICATION_TITLE = encryptedColumn('notifications', 'title');
export const NOTIFICATION_DESCRIPTION = encryptedColumn('notifications', 'description');

/** The couple's relationship summary, written from what both welcome. */
export const COUPLE_SUMMARY = encryptedColumn('couple_summaries', 'summary', ['couple_id']);
/** Each partner's answer (Yes, Maybe, No) to an activity from one perspective. */
export const ACTIVITY_PREFERENCE = encryptedColumn('activity_answers', 'preference', [
  'player_id',
  'activity_id',
  'perspective',
]);
/** Which answer format a player chose for a general (multiple-choice) question: its id. */
export const QUESTION_ANSWER = encryptedColumn('question_answers', 'response_format_id', [
  'player_id',
  'question_id',
]);
/** The same answers as they were when a round was completed. */
export const SNAPSHOT_PREFERENCE = encryptedColumn('survey_round_snapshot_answers', 'preference', [
  'couple_id',
  'player_id',
  'activity_id',
  'perspective',
]);
/** A partner's hard boundary, chosen from the list or written in their own words. */
export const HARD_BOUNDARY = encryptedColumn('hard_boundaries', 'boundary');
/** A player's intent choices, each list kept as JSON text. */
export const INTENT_LOOKING_FOR = encryptedColumn('intents', 'looking_for');
export const INTENT_FOCUS_AREAS = encryptedColumn('intents', 'focus_areas');
export const INTENT_COMFORT_ZONE = encryptedColumn('intents', 'comfort_zone');
export const INTENT_AVOID_CATEGORIES = encryptedColumn('intents', 'avoid_categories');
export const INTENT_EXPERIENCE_STYLE = encryptedColumn('intents', 'experience_style');
export const INTENT_CHALLENGE_PREFERENCE = encryptedColumn('intents', 'challenge_preference');
export const INTENT_TONE_PREFERENCE = encryptedColumn('intents', 'tone_preference');
/**
 * An email waiting in the outbox or sent: its subject (a support message's, kept after
 * sending) and its bodies (a teaser, a message, a live link), emptied once delivery is over.
 */
export const OUTBOX_SUBJECT = encryptedColumn('outbox', 'subject');
export const OUTBOX_TEXT_BODY = encryptedColumn('outbox', 'text_body');
export const OUTBOX_HTML_BODY = encryptedColumn('outbox', 'html_body');

/** Every encrypted column, for the start-up sweep and check (plain-values.ts). */
export const ENCRYPTED_COLUMNS: readonly EncryptedColumn[] = [
  SUPPORT_SUBJECT,
  SUPPORT_MESSAGE,
  QUICK_TASK_NOTES,
  ADVENTURE_PARTNER_TEASER,
  ADVENTURE_REFLECTION,
  DARE_TEXT,
  DARE_OPTION_TEXT,
  COACH_SESSION_SUMMARY,
  COACH_QUESTION,
  COACH_ANSWER,
  ACTIVITY_PREFERENCE,
  QUESTION_ANSWER,
  SNAPSHOT_PREFERENCE,
  HARD_BOUNDARY,
  INTENT_LOOKING_FOR,
  INTENT_FOCUS_AREAS,
  INTENT_COMFORT_ZONE,
  INTENT_AVOID_CATEGORIES,
  INTENT_EXPERIENCE_STYLE,
  INTENT_CHALLENGE_PREFERENCE,
  INTENT_TONE_PREFERENCE,
  NOTIFICATION_TITLE,
  NOTIFICATION_DESCRIPTION,
  OUTBOX_SUBJECT,
  OUTBOX_TEXT_BODY,
  OUTBOX_HTML_BODY,
  COUPLE_SUMMARY,
];
