import { serverAddressSchema } from '@shared/ipc';
import type { KeyValueStore } from './token-vault';

export const DEFAULT_SERVER_ADDRESS = 'http://localhost:8080';
const SERVER_ADDRESS_KEY = 'settings.serverAddress';

/** The server address `value` names, or why it is refused. */
function parseAddress(value: unknown): { address: string } | { problem: string } {
  const parsed = serverAddressSchema.safeParse(value);
  if (parsed.success) return { address: parsed.data };
  return { problem: parsed.error.issues[0]?.message ?? 'It is not a server address.' };
}

/**
 * The desktop app's own settings. The server address is chosen in the app; until then it is
 * VELVET_SERVER_URL when set (packagers, QA), else the local default. An address the rules
 * refuse (a remote one over plain http, say) is never used, wherever it comes from, and
 * `log` says why, once.
 */
export function createDesktopSettings(options: {
  store: KeyValueStore;
  env?: Record<string, string | undefined>;
  log?: (message: string) => void;
}) {
  const env = options.env ?? process.env;
  const log = options.log ?? (() => {});

  let defaultAddress = DEFAULT_SERVER_ADDRESS;
  if (env.VELVET_SERVER_URL !== undefined) {
    const fromEnv = parseAddress(env.VELVET_SERVER_URL);
    if ('address' in fromEnv) defaultAddress = fromEnv.address;
    else log(`VELVET_SERVER_URL is ignored: ${fromEnv.problem}`);
  }

  // A saved address the rules no longer accept (saved by an older version) is reported once.
  let reportedStored: unknown;
  return {
    serverAddress(): string {
      const stored = options.store.get(SERVER_ADDRESS_KEY);
      if (stored === undefined) return defaultAddress;
      const parsed = parseAddress(stored);
      if ('address' in parsed) return parsed.address;
      if (reportedStored !== stored) {
        reportedStored = stored;
        log(`The saved server address is ignored: ${parsed.problem}`);
      }
      return defaultAddress;
    },
    /** `address` has passed `serverAddressSchema` (the IPC layer validates it). */
    setServerAddress(address: string) {
      options.store.set(SERVER_ADDRESS_KEY, serverAddressSchema.parse(address));
    },
    /** Milliseconds between notification polls: 30 s unless a test shortens it. */
    notificationPollMs(): number | undefined {
      const value = Number(env.VELVET_NOTIFICATION_POLL_MS);
      return Number.isInteger(value) && value >= 200 ? value : undefined;
    },
  };
}

export type DesktopSettings = ReturnType<typeof createDesktopSettings>;
