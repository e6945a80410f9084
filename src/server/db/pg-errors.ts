// PostgreSQL error codes (SQLSTATE). Drizzle wraps the driver's error, so each check also
// looks at the error's cause.

/** The SQLSTATE of `error` or of any error it wraps, when one is among `codes`. */
function hasCode(error: unknown, codes: readonly string[]): boolean {
  const candidate = error as { code?: unknown; cause?: unknown } | null;
  if (!candidate || typeof candidate !== 'object') return false;
  return (
    (typeof candidate.code === 'string' && codes.includes(candidate.code)) ||
    hasCode(candidate.cause, codes)
  );
}

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const CHARACTER_NOT_IN_REPERTOIRE = '22021';
const UNTRANSLATABLE_CHARACTER = '22P05';
const DEADLOCK_DETECTED = '40P01';
const SERIALIZATION_FAILURE = '40001';

/** True when PostgreSQL refused a row for a unique constraint. */
export const isUniqueViolation = (error: unknown) => hasCode(error, [UNIQUE_VIOLATION]);

/** True when PostgreSQL refused a row because a row it references is missing. */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, [FOREIGN_KEY_VIOLATION]);

/**
 * True when PostgreSQL cannot store a text as given: a NUL character (which the contract's
 * strings allow, being valid JSON) or one the database encoding cannot represent.
 */
export const isUnstorableText = (error: unknown) =>
  hasCode(error, [CHARACTER_NOT_IN_REPERTOIRE, UNTRANSLATABLE_CHARACTER]);

/** True when PostgreSQL rolled a transaction back that may simply be run again. */
export const isRetryable = (error: unknown) =>
  hasCode(error, [DEADLOCK_DETECTED, SERIALIZATION_FAILURE]);

const UNDEFINED_TABLE = '42P01';
const INVALID_SCHEMA_NAME = '3F000';

/** True when a query named a table (or its schema) the database does not have. */
export const isUndefinedTable = (error: unknown) =>
  hasCode(error, [UNDEFINED_TABLE, INVALID_SCHEMA_NAME]);
