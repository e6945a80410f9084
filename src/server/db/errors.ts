/** True when PostgreSQL refused a row for a unique constraint (drizzle wraps the driver's error). */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: unknown } | null;
  if (!candidate || typeof candidate !== 'object') return false;
  return candidate.code === '23505' || isUniqueViolation(candidate.cause);
}
