/** True when PostgreSQL refused a row for a unique constraint (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: unknown } | null;
  if (!candidate || typeof candidate !== 'object') return false;
  return candidate.code === '23505' || isUniqueViolation(candidate.cause);
}

/**
 * True when PostgreSQL cannot store a text as given: a NUL character (which the contract's
 * strings allow, being valid JSON) or one the database encoding cannot represent.
 */
export function isUnstorableText(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: unknown } | null;
  if (!candidate || typeof candidate !== 'object') return false;
  return (
    candidate.code === '22021' || candidate.code === '22P05' || isUnstorableText(candidate.cause)
  );
}
