import type { z } from 'zod';
import type { pagination } from '@shared/api/common';

export type Pagination = z.infer<typeof pagination>;

/**
 * The fixed list sizes: 50 users a page, 10 data-tools rows a page, 10 support messages a page
 * (each shows its whole text), up to 1000 for a dropdown.
 */
export const PAGE_SIZES = { users: 50, dataTools: 10, support: 10, dropdown: 1000 } as const;

/** 'Showing 11 to 20 of 23 results' and 'Page 2 of 3' for one page of a list. */
export function paginationText({ page, pageSize, totalCount, totalPages }: Pagination): {
  range: string;
  pageOf: string;
} {
  const from = totalCount === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, totalCount);
  return {
    range: `Showing ${from} to ${to} of ${totalCount} results`,
    pageOf: `Page ${page} of ${Math.max(totalPages, 1)}`,
  };
}
