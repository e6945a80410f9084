import type { guardContent } from '../create-engine';

type GuardLog = Parameters<typeof guardContent>[1];

/**
 * A log for the guard that keeps the message of every warning, so a test can count the answers
 * it turned down.
 */
export function warningLog() {
  const warnings: string[] = [];
  const warn = (_: unknown, message: string) => warnings.push(message);
  // The server's logger overloads `warn`; the guard only ever passes fields and a message.
  return { warnings, log: { warn } as unknown as GuardLog };
}
