import { z } from 'zod';

// Field schemas more than one area's contract uses, so a rule (an email's length, a page's
// size) reads the same on every route.

/** An id in a path, a query or a body. */
export const uuidParam = z.uuid({ error: 'Invalid id.' });

/** Path parameters of a route about one record: `/:id`. */
export const idParams = z.object({ id: uuidParam });

/** A couple's id, as the subscription and results routes name it. */
export const coupleIdField = z.uuid({ error: 'Invalid couple ID format' });

/** The reply of a route whose only news is a sentence for the user. */
export const messageResponse = z.object({ message: z.string() });

/** Where a page sits in a list, as list replies report it. */
export const pagination = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  totalCount: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof pagination>;

/** Which page of a list to send (pages count from 1). */
export const pageQuery = z.object({
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number({ error: 'pageSize must be a number.' })
    .int()
    .min(1)
    .max(1000)
    .default(50),
});
