import type { FieldCipher } from './field-cipher';

/**
 * One column whose values are stored encrypted (docs/matching-and-privacy.md, "Encryption at
 * rest"): each value sealed for its row's id and this column, so it cannot be read anywhere else.
 */
export interface EncryptedColumn {
  table: string;
  column: string;
  /** Seals a value for the row `recordId`; null stays null (an empty note is no secret). */
  seal<T extends string | null>(cipher: FieldCipher, recordId: string, value: T): T;
  /** Opens a stored value of the row `recordId`; null stays null. */
  open<T extends string | null>(cipher: FieldCipher, recordId: string, stored: T): T;
}

function encryptedColumn(table: string, column: string): EncryptedColumn {
  const place = (recordId: string) => ({ recordId, column: `${table}.${column}` });
  return {
    table,
    column,
    seal: (cipher, recordId, value) =>
      (value === null ? null : cipher.encrypt(value, place(recordId))) as typeof value,
    open: (cipher, recordId, stored) =>
      (stored === null ? null : cipher.decrypt(stored, place(recordId))) as typeof stored,
  };
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
];
