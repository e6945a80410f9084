import { test as base, expect } from '@playwright/test';

export { expect };

/** Playwright's test, pointed at the server the global setup started. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from this (here empty) pattern.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    const url = process.env.VELVET_BASE_URL;
    if (!url)
      throw new Error('VELVET_BASE_URL is not set: run through the Playwright global setup.');
    await use(url);
  },
});

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}
