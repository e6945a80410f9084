import { describe, expect, it } from 'vitest';
import { exportFileName } from './account-controls';

describe('exportFileName', () => {
  it('names the file by the local calendar day, with two-digit month and day', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('velvet-export-2026-01-05.json');
    expect(exportFileName(new Date(2026, 10, 26, 0, 1))).toBe('velvet-export-2026-11-26.json');
  });
});
