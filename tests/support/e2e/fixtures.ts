import { test as base, expect } from '@playwright/test';

export { expect };

/** Which of the global setup's servers a project's tests use (playwright.config.ts). */
export type VelvetServer = 'players' | 'staff';
export interface VelvetWorkerOptions {
  velvetServer: VelvetServer;
}

const SERVER_URL_VARIABLE: Record<VelvetServer, string> = {
  players: 'VELVET_BASE_URL',
  staff: 'VELVET_STAFF_BASE_URL',
};

/** Playwright's test, pointed at the server the global setup started for its project. */
// Playwright reads a fixture's dependencies from its pattern, so the test options are empty.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export const test = base.extend<{}, VelvetWorkerOptions>({
  velvetServer: ['players', { option: true, scope: 'worker' }],
  baseURL: async ({ velvetServer }, use) => {
    const variable = SERVER_URL_VARIABLE[velvetServer];
    const url = process.env[variable];
    if (!url) throw new Error(`${variable} is not set: run through the Playwright global setup.`);
    await use(url);
  },
});

let counter = 0;
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}
