import type { Pagination } from '@shared/api/common';

export interface PageRequest {
  page: number;
  pageSize: number;
}

/** Rows to skip for a page (pages count from 1). */
export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

/** The pagination object the admin screens read; totalPages is 0 when there is nothing. */
export function paginationOf({ page, pageSize }: PageRequest, totalCount: number): Pagination {
  return { page, pageSize, totalCount, totalPages: Math.ceil(totalCount / pageSize) };
}
