import { describe, expect, it } from 'vitest';
import { paginationText } from './pagination';

describe('paginationText', () => {
  it('says which records a page shows', () => {
    expect(paginationText({ page: 2, pageSize: 10, totalCount: 23, totalPages: 3 })).toEqual({
      range: 'Showing 11 to 20 of 23 results',
      pageOf: 'Page 2 of 3',
    });
  });

  it('stops the last page at the total', () => {
    expect(paginationText({ page: 3, pageSize: 10, totalCount: 23, totalPages: 3 }).range).toBe(
      'Showing 21 to 23 of 23 results',
    );
    expect(paginationText({ page: 1, pageSize: 50, totalCount: 7, totalPages: 1 })).toEqual({
      range: 'Showing 1 to 7 of 7 results',
      pageOf: 'Page 1 of 1',
    });
  });

  it('handles an empty list', () => {
    expect(paginationText({ page: 1, pageSize: 10, totalCount: 0, totalPages: 0 })).toEqual({
      range: 'Showing 0 to 0 of 0 results',
      pageOf: 'Page 1 of 1',
    });
  });
});
