import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOTHING_TAG } from '@shared/domain/survey';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/server/db/client';
import * as schema from '../../src/server/db/schema';
import { CATALOGUE, type CatalogueRows } from '../../src/server/db/seed/catalogue';
import { SEED_LOCK_KEY, seedCatalogue } from '../../src/server/db/seed/seed-catalogue';
import { createTestApp, createTestDatabase, type TestApp } from '../support/server/test-app';

const DEFAULT_EXPERIENCE_TYPES = [
  'romantic',
  'adventure',
  'cultural',
  'relaxation',
  'learning',
  'physical',
];
const TABLES = ['survey_categories', 'response_formats', 'survey_options', 'experience_types'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function rowsOf<Row extends pg.QueryResultRow>(
  pool: pg.Pool,
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  return (await pool.query<Row>(text, values)).rows;
}

interface ActivityRow {
  category: string;
  categoryKey: string;
  name: string;
  description: string | null;
  tags: string[];
}
const activitiesOf = (pool: pg.Pool) =>
  rowsOf<ActivityRow>(
    pool,
    `SELECT c.name AS category, c.seed_key AS "categoryKey", o.question_text AS name,
            o.description, o.tags
       FROM survey_options o JOIN survey_categories c ON c.id = o.category_id
      WHERE c.type = 'yes_no_maybe'`,
  );

const SHIPPED_KEYS = [
  ...CATALOGUE.categories,
  ...CATALOGUE.responseFormats,
  ...CATALOGUE.options,
  ...CATALOGUE.experienceTypes,
].map((row) => row.seedKey);

type Fingerprint = Record<string, { rows: number; hash: string }>;
/**
 * Each table's row count and a hash of every column of every row; with `shippedOnly`, of the
 * rows of the shipped catalogue only.
 */
async function fingerprint(pool: pg.Pool, shippedOnly = false): Promise<Fingerprint> {
  const result: Fingerprint = {};
  for (const table of TABLES) {
    const [row] = await rowsOf<{ rows: number; hash: string }>(
      pool,
      `SELECT count(*)::int AS rows,
              md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS hash
         FROM ${table} t WHERE NOT $1 OR seed_key = ANY($2)`,
      [shippedOnly, SHIPPED_KEYS],
    );
    result[table] = row!;
  }
  return result;
}

/** The catalogue plus what a later release might add: a category, and an activity to an old one. */
const LATER_RELEASE: CatalogueRows = {
  categories: [
    ...CATALOGUE.categories,
    { seedKey: 'category:later', name: 'Later', type: 'yes_no_maybe', sortOrder: 999 },
  ],
  responseFormats: [
    ...CATALOGUE.responseFormats,
    { seedKey: 'format:later:yes', categorySeedKey: 'category:later', label: 'Yes', sortOrder: 10 },
  ],
  options: [
    ...CATALOGUE.options,
    {
      seedKey: 'option:affection:later',
      categorySeedKey: 'category:affection',
      questionText: 'A later activity',
      description: 'Shipped in a later release.',
      tags: ['later'],
      sortOrder: 999,
    },
  ],
  experienceTypes: CATALOGUE.experienceTypes,
};

/** A Database on the pool that counts the statements it sends. */
function countingDb(pool: pg.Pool): { db: Database; queries: () => number } {
  let count = 0;
  const db = drizzle(pool, { schema, logger: { logQuery: () => void (count += 1) } });
  return { db, queries: () => count };
}

/** Every text a player or the content engine may read. */
async function allCatalogueTexts(pool: pg.Pool): Promise<string[]> {
  const [texts] = await rowsOf<{ texts: string[] }>(
    pool,
    `SELECT array_cat(array_cat(
       (SELECT array_agg(name) FROM survey_categories),
       (SELECT array_agg(label) FROM response_formats)),
       array_cat(
         (SELECT array_agg(concat_ws(' ', question_text, description, array_to_string(tags, ' ')))
            FROM survey_options),
         (SELECT array_agg(concat_ws(' ', type, description, ai_instruction)) FROM experience_types)
       )) AS texts`,
  );
  return texts!.texts;
}

const offending = (texts: string[], words: RegExp) => texts.filter((text) => words.test(text));

describe('the shipped catalogue', () => {
  it('holds general questions, activities, clothing and experience types', async () => {
    const categories = await rowsOf<{ type: string; categories: number; options: number }>(
      t.database.pool,
      `SELECT c.type, count(DISTINCT c.id)::int AS categories, count(o.id)::int AS options
         FROM survey_categories c LEFT JOIN survey_options o ON o.category_id = c.id
        GROUP BY c.type`,
    );
    const byType = Object.fromEntries(categories.map((row) => [row.type, row]));
    expect(byType.multiple_choice!.categories).toBeGreaterThanOrEqual(3);
    expect(byType.multiple_choice!.options).toBeGreaterThanOrEqual(8);
    expect(byType.yes_no_maybe!.categories).toBeGreaterThanOrEqual(10);
    expect(byType.yes_no_maybe!.options).toBeGreaterThanOrEqual(120);

    const activities = await activitiesOf(t.database.pool);
    const clothing = activities.filter((row) => row.tags.includes(CLOTHING_TAG));
    expect(clothing.length).toBeGreaterThanOrEqual(8);
    // Clothing is exactly the Clothing & Looks category: nothing else is answered twice.
    expect(new Set(clothing.map((row) => row.category))).toEqual(new Set(['Clothing & Looks']));
    expect(activities.filter((row) => row.category === 'Clothing & Looks')).toHaveLength(
      clothing.length,
    );

    const types = await rowsOf<{ type: string; description: string; aiInstruction: string }>(
      t.database.pool,
      `SELECT type, description, ai_instruction AS "aiInstruction" FROM experience_types`,
    );
    expect(types.map((row) => row.type).sort()).toEqual(
      [...DEFAULT_EXPERIENCE_TYPES, 'Take a Chance'].sort(),
    );
    for (const row of types) {
      expect(row.description.length).toBeGreaterThan(20);
      expect(row.aiInstruction.length).toBeGreaterThan(50);
    }

    // Everything shipped is seeded once, with its key, and active.
    const stats = await fingerprint(t.database.pool);
    expect(stats.survey_categories!.rows).toBe(CATALOGUE.categories.length);
    expect(stats.response_formats!.rows).toBe(CATALOGUE.responseFormats.length);
    expect(stats.survey_options!.rows).toBe(CATALOGUE.options.length);
    expect(stats.experience_types!.rows).toBe(CATALOGUE.experienceTypes.length);
    for (const table of TABLES) {
      const [row] = await rowsOf<{ unkeyed: number; retired: number }>(
        t.database.pool,
        `SELECT count(*) FILTER (WHERE seed_key IS NULL)::int AS unkeyed,
                count(*) FILTER (WHERE NOT active)::int AS retired FROM ${table}`,
      );
      expect(row, table).toEqual({ unkeyed: 0, retired: 0 });
    }
  });

  it('gives each category its answer choices', async () => {
    const formats = await rowsOf<{
      type: string;
      key: string;
      labels: string[];
      questions: number;
    }>(
      t.database.pool,
      `SELECT c.type, c.seed_key AS key,
              array(SELECT label FROM response_formats f WHERE f.category_id = c.id
                    ORDER BY f.sort_order) AS labels,
              (SELECT count(*)::int FROM survey_options o WHERE o.category_id = c.id) AS questions
         FROM survey_categories c`,
    );
    for (const category of formats) {
      expect(category.questions, category.key).toBeGreaterThanOrEqual(3);
      if (category.type === 'yes_no_maybe') {
        expect(category.labels, category.key).toEqual(['Yes', 'Maybe', 'No']);
      } else {
        expect(category.type, category.key).toBe('multiple_choice');
        expect(category.labels.length, category.key).toBeGreaterThanOrEqual(3);
        expect(new Set(category.labels).size, category.key).toBe(category.labels.length);
      }
    }
  });

  it('names each activity once, describes it in one sentence and tags it in lowercase', async () => {
    const activities = await activitiesOf(t.database.pool);
    const names = activities.map((row) => `${row.categoryKey} ${row.name.toLowerCase()}`);
    expect(new Set(names).size).toBe(names.length);
    // Across categories too, so a summary naming an activity is never ambiguous.
    const plainNames = activities.map((row) => row.name.toLowerCase());
    expect(new Set(plainNames).size).toBe(plainNames.length);
    for (const row of activities) {
      expect(row.name.length, row.name).toBeLessThanOrEqual(40);
      expect(row.name, row.name).not.toMatch(/[.!?]$/);
      // Plain quotes, so a refused activity is found by its exact name in generated text.
      expect(row.name, row.name).not.toMatch(/[\u2018\u2019\u201c\u201d]/);
      expect(row.description, row.name).toMatch(/^[A-Z][^.!?]*[.!?]$/);
      expect(row.tags.length, row.name).toBeGreaterThanOrEqual(1);
      expect(row.tags.length, row.name).toBeLessThanOrEqual(3);
      for (const tag of row.tags) expect(tag, row.name).toMatch(/^[a-z][a-z-]*$/);
    }
  });

  it('speaks to consenting adults of any gender, and steers clear of the listed boundaries', async () => {
    const texts = await allCatalogueTexts(t.database.pool);
    expect(texts.length).toBeGreaterThan(150);
    const minors =
      /\b(minors?|child|children|kids?|teens?|teenagers?|underage|young|youth|schools?|students?|pupils?|bab(y|ies)|girls?|boys?)\b/i;
    const nonConsent =
      /\b(forced?|forcing|forcibly|rape|non-?consensual|unconsensual|against (their|your) will|coerc\w*|drunk|intoxicated|asleep|unconscious|passed out|without (asking|consent)|hidden camera|spying|stalk\w*|blackmail\w*)\b/i;
    const gendered =
      /\b(he|she|him|his|her|hers|himself|herself|husband|wife|boyfriend|girlfriend|man|woman|men|women|male|female|ladies|gentlemen)\b/i;
    const boundaries =
      /\b(pain(ful)?|hurt\w*|humiliat\w*|degrad\w*|blood|weapons?|knives|knife|guns?|animals?|medical|doctors?|nurses?|fire|flames?|scat|fluids?|spank\w*|choking)\b/i;
    expect(offending(texts, minors)).toEqual([]);
    expect(offending(texts, nonConsent)).toEqual([]);
    expect(offending(texts, gendered)).toEqual([]);
    expect(offending(texts, boundaries)).toEqual([]);
  });
});

describe('seeding', () => {
  it('adds nothing when run again, in a single query', async () => {
    const before = await fingerprint(t.database.pool);
    const counting = countingDb(t.database.pool);
    await seedCatalogue(counting.db);
    await seedCatalogue(t.database.db);
    expect(counting.queries()).toBe(1);
    expect(await fingerprint(t.database.pool)).toEqual(before);
  });

  it('keeps what staff edited or retired', async () => {
    const staff = await createTestApp();
    try {
      const { pool } = staff.database;
      const edit = (text: string, values: unknown[]) => pool.query(text, values);
      await edit(
        `UPDATE survey_options SET question_text = $2, updated_at = now() WHERE seed_key = $1`,
        ['option:affection:slow-dancing', 'Slow dancing in the kitchen'],
      );
      await edit(`UPDATE survey_options SET active = false WHERE seed_key = $1`, [
        'option:toys:mirror',
      ]);
      await edit(`UPDATE survey_categories SET active = false, name = $2 WHERE seed_key = $1`, [
        'category:time-of-day',
        'When',
      ]);
      await edit(`UPDATE response_formats SET label = $2 WHERE seed_key = $1`, [
        'format:how-often:rarely',
        'Hardly ever',
      ]);
      await edit(
        `UPDATE experience_types SET ai_instruction = NULL, active = false WHERE seed_key = $1`,
        ['experience:cultural'],
      );
      const edited = await fingerprint(pool);

      // A restart with nothing to add, then one adding rows (the inserting path).
      const restarted = await createTestApp({}, { sameDatabaseAs: staff });
      await restarted.close();
      expect(await fingerprint(pool)).toEqual(edited);
      await seedCatalogue(staff.database.db, LATER_RELEASE);
      expect(await fingerprint(pool, true)).toEqual(edited);
      const value = async (table: string, columns: string, seedKey: string) =>
        (await rowsOf(pool, `SELECT ${columns} FROM ${table} WHERE seed_key = $1`, [seedKey]))[0];
      expect(
        await value('survey_options', 'question_text', 'option:affection:slow-dancing'),
      ).toEqual({ question_text: 'Slow dancing in the kitchen' });
      expect(await value('survey_options', 'active', 'option:toys:mirror')).toEqual({
        active: false,
      });
      expect(await value('survey_categories', 'name, active', 'category:time-of-day')).toEqual({
        name: 'When',
        active: false,
      });
      expect(await value('response_formats', 'label', 'format:how-often:rarely')).toEqual({
        label: 'Hardly ever',
      });
      expect(
        await value('experience_types', 'ai_instruction, active', 'experience:cultural'),
      ).toEqual({ ai_instruction: null, active: false });
    } finally {
      await staff.close();
    }
  });

  it('adds what a later release ships, in the category it was shipped in', async () => {
    const { pool } = t.database;
    // Staff renamed and retired the category the new activity belongs to.
    await pool.query(
      `UPDATE survey_categories SET name = 'Touch', active = false WHERE seed_key = $1`,
      ['category:affection'],
    );
    const before = await fingerprint(pool);
    await seedCatalogue(t.database.db, LATER_RELEASE);

    const after = await fingerprint(pool);
    expect(after.survey_categories!.rows).toBe(before.survey_categories!.rows + 1);
    expect(after.response_formats!.rows).toBe(before.response_formats!.rows + 1);
    expect(after.survey_options!.rows).toBe(before.survey_options!.rows + 1);
    expect(after.experience_types).toEqual(before.experience_types);
    expect(await fingerprint(pool, true)).toEqual(before);
    const [added] = await rowsOf(
      pool,
      `SELECT c.seed_key AS category, c.name, o.active FROM survey_options o
         JOIN survey_categories c ON c.id = o.category_id WHERE o.seed_key = 'option:affection:later'`,
    );
    expect(added).toEqual({ category: 'category:affection', name: 'Touch', active: true });
    const [format] = await rowsOf(
      pool,
      `SELECT c.seed_key AS category FROM response_formats f
         JOIN survey_categories c ON c.id = f.category_id WHERE f.seed_key = 'format:later:yes'`,
    );
    expect(format).toEqual({ category: 'category:later' });
  });

  it('seeds once when several nodes start together, in a few batched queries each', async () => {
    const fresh = await createTestDatabase({ empty: true });
    const nodes: DatabaseHandle[] = [];
    try {
      nodes.push(...(await Promise.all([1, 2, 3].map(() => openDatabase(fresh.url, 3)))));
      const counting = nodes.map((node) => countingDb(node.pool));
      await Promise.all(counting.map((node) => seedCatalogue(node.db)));

      const stats = await fingerprint(nodes[0]!.pool);
      expect(stats.survey_categories!.rows).toBe(CATALOGUE.categories.length);
      expect(stats.response_formats!.rows).toBe(CATALOGUE.responseFormats.length);
      expect(stats.survey_options!.rows).toBe(CATALOGUE.options.length);
      expect(stats.experience_types!.rows).toBe(CATALOGUE.experienceTypes.length);
      // Batched: the statement count does not grow with the catalogue's hundreds of rows.
      for (const node of counting) expect(node.queries()).toBeLessThanOrEqual(10);

      const [orphans] = await rowsOf<{ count: number }>(
        nodes[0]!.pool,
        `SELECT count(*)::int FROM survey_options o JOIN survey_categories c ON c.id = o.category_id
          WHERE split_part(o.seed_key, ':', 2) <> split_part(c.seed_key, ':', 2)`,
      );
      expect(orphans).toEqual({ count: 0 });
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await fresh.drop();
    }
  });

  it('waits while another node holds the seeding lock', async () => {
    const fresh = await createTestDatabase({ empty: true });
    const node = await openDatabase(fresh.url, 4);
    const other = await node.pool.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
      let finished = false;
      const seeding = seedCatalogue(node.db).then(() => {
        finished = true;
      });
      await new Promise((resolve) => setTimeout(resolve, 300));
      const [waiting] = await rowsOf<{ count: number }>(
        node.pool,
        `SELECT count(*)::int FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`,
      );
      expect(waiting).toEqual({ count: 1 });
      expect(finished).toBe(false);

      await other.query('COMMIT');
      await seeding;
      const stats = await fingerprint(node.pool);
      expect(stats.survey_options!.rows).toBe(CATALOGUE.options.length);
    } finally {
      await other.query('ROLLBACK').catch(() => undefined);
      other.release();
      await node.close();
      await fresh.drop();
    }
  });
});
