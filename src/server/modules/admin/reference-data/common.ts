import { and, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { surveyCategories } from '../../../db/schema';
import type { Tx } from '../../../db/transactions';
import { badRequest } from '../../../lib/http-error';
import type { AuditTrail } from '../audit';

/** What each reference data service is built from. */
export interface ReferenceDataDeps {
  db: Database;
  audit: AuditTrail;
}

export const UNKNOWN_CATEGORY = 'Unknown Category';
export const MESSAGES = {
  categoryNotFound: 'Category not found.',
  responseFormatNotFound: 'Response format not found.',
  optionNotFound: 'Option not found.',
  experienceTypeNotFound: 'Experience type not found.',
  duplicateCategory: 'A category with this name already exists.',
  duplicateResponseFormat: 'This category already has a response format with this label.',
  duplicateExperienceType: 'An experience type with this name already exists.',
  responseFormatInUse:
    'Players have answered with this response format, so it cannot move to another category. Add a new response format there instead.',
  optionInUse:
    'Players have answered this option, so it cannot move to another category. Delete it and add a new option there instead.',
  categoryDeleted:
    "Category deleted. It and its options no longer appear in the survey; players' answers are kept.",
  responseFormatDeleted:
    "Response format deleted. It is no longer offered in the survey; players' answers are kept.",
  optionDeleted: "Option deleted. It no longer appears in the survey; players' answers are kept.",
  experienceTypeDeleted: 'Experience type deleted.',
} as const;

// Reference writes of one kind queue behind each other (name checks, next sort order);
// they are rare, so one transaction-level advisory lock per kind costs nothing.
const REFERENCE_LOCK_NAMESPACE = 4_711;
type Kind = 'categories' | 'response_formats' | 'options' | 'experience_types';
export const lockKind = (tx: Tx, kind: Kind) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(${REFERENCE_LOCK_NAMESPACE}, hashtext(${kind}))`);

export const sameText = (column: AnyColumn, value: string) =>
  sql`lower(${column}) = lower(${value})`;

/** A row is in the survey while it is active and its category is too (a missing one aside). */
export const categoryLive = sql`coalesce(${surveyCategories.active}, true)`;

/** A text as the audit log quotes it, shortened when long. */
export const quoted = (text: string) => `"${text.length > 80 ? `${text.slice(0, 79)}…` : text}"`;

/** An active category, share-locked so it cannot be retired while a row is added to it. */
export async function liveCategory(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(surveyCategories)
    .where(and(eq(surveyCategories.id, id), eq(surveyCategories.active, true)))
    .for('share');
  if (!row) throw badRequest(MESSAGES.categoryNotFound);
  return row;
}
