import { sql } from 'drizzle-orm';
import type { ReferenceDataCounts } from '@shared/api/admin';
import { countCategories } from './categories';
import type { ReferenceDataDeps } from './common';
import { countExperienceTypes } from './adventure-types';
import { countOptions } from './options';
import { countResponseFormats } from './response-formats';

type CountRow = Record<keyof ReferenceDataCounts, string | number>;

/** The Data Tools tiles: how many of each kind of reference data the survey holds now. */
export function createReferenceCountsService({ db }: Pick<ReferenceDataDeps, 'db'>) {
  return {
    /**
     * Each number is its list's own total (the same query), so a tile always agrees with its
     * tab. One statement reads all four from one snapshot, so they agree with each other too.
     */
    async counts(): Promise<ReferenceDataCounts> {
      const { rows } = await db.execute<CountRow>(sql`
        SELECT ${countCategories(db)} AS categories,
               ${countResponseFormats(db)} AS "responseFormats",
               ${countOptions(db)} AS options,
               ${countExperienceTypes(db)} AS "experienceTypes"`);
      const row = rows[0];
      if (!row) throw new Error('The reference data counts returned no row.');
      return {
        categories: Number(row.categories),
        responseFormats: Number(row.responseFormats),
        options: Number(row.options),
        experienceTypes: Number(row.experienceTypes),
      };
    },
  };
}

export type ReferenceCountsService = ReturnType<typeof createReferenceCountsService>;
