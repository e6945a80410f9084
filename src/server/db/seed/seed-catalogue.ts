import { inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { adventureTypes, responseFormats, surveyCategories, surveyOptions } from '../schema';
import { inTransaction } from '../transactions';
import { CATALOGUE, type CatalogueRows } from './catalogue';

// Any fixed number works; it only has to be the same on every node and differ from the
// migration lock's.
export const SEED_LOCK_KEY = 4_711_2026;

const seedKeysOf = (catalogue: CatalogueRows): string[] => [
  ...catalogue.categories.map((row) => row.seedKey),
  ...catalogue.responseFormats.map((row) => row.seedKey),
  ...catalogue.options.map((row) => row.seedKey),
  ...catalogue.experienceTypes.map((row) => row.seedKey),
];

/**
 * Adds the shipped survey catalogue's missing rows; never changes or revives existing ones.
 * A row is the catalogue's when its seedKey is, so whatever staff edited or retired keeps
 * their edit. A start with nothing to add reads one count; otherwise one transaction, under
 * an advisory lock so that nodes starting together seed once, inserts the missing rows in
 * batches.
 */
export async function seedCatalogue(
  db: Database,
  catalogue: CatalogueRows = CATALOGUE,
): Promise<void> {
  const seedKeys = seedKeysOf(catalogue);
  if ((await countPresent(db, seedKeys)) === seedKeys.length) return;

  await inTransaction(db, async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (catalogue.categories.length > 0) {
      await tx
        .insert(surveyCategories)
        .values(catalogue.categories)
        .onConflictDoNothing({ target: surveyCategories.seedKey });
    }
    const categoryIdOf = await categoryIdsBySeedKey(
      tx,
      catalogue.categories.map((row) => row.seedKey),
    );
    const withParent = <Row extends { categorySeedKey: string }>({
      categorySeedKey,
      ...row
    }: Row) => {
      const categoryId = categoryIdOf.get(categorySeedKey);
      if (!categoryId) throw new Error(`Catalogue row in unknown category ${categorySeedKey}`);
      return { ...row, categoryId };
    };

    if (catalogue.responseFormats.length > 0) {
      await tx
        .insert(responseFormats)
        .values(catalogue.responseFormats.map(withParent))
        .onConflictDoNothing({ target: responseFormats.seedKey });
    }
    if (catalogue.options.length > 0) {
      await tx
        .insert(surveyOptions)
        .values(catalogue.options.map(withParent))
        .onConflictDoNothing({ target: surveyOptions.seedKey });
    }
    if (catalogue.experienceTypes.length > 0) {
      await tx
        .insert(adventureTypes)
        .values(catalogue.experienceTypes)
        .onConflictDoNothing({ target: adventureTypes.seedKey });
    }
  });
}

/**
 * The ids of the catalogue's categories, whatever staff have since renamed or retired: new
 * rows join the category they were shipped in.
 */
async function categoryIdsBySeedKey(
  tx: Executor,
  seedKeys: string[],
): Promise<Map<string, string>> {
  if (seedKeys.length === 0) return new Map();
  const rows = await tx
    .select({ id: surveyCategories.id, seedKey: surveyCategories.seedKey })
    .from(surveyCategories)
    .where(inArray(surveyCategories.seedKey, seedKeys));
  return new Map(rows.map((row) => [row.seedKey ?? '', row.id]));
}

/** How many of the catalogue's seedKeys the database already holds (one query). */
async function countPresent(db: Database, seedKeys: string[]): Promise<number> {
  const keys = sql.param(seedKeys);
  const result = await db.execute<{ present: number }>(sql`
    SELECT count(*)::int AS present FROM (
      SELECT seed_key FROM survey_categories
      UNION ALL SELECT seed_key FROM response_formats
      UNION ALL SELECT seed_key FROM survey_options
      UNION ALL SELECT seed_key FROM experience_types
    ) AS seeded
    WHERE seed_key = ANY(${keys}::text[])`);
  return result.rows[0]?.present ?? 0;
}
