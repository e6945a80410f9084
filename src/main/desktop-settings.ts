import { serverAddressSchema } from '@shared/ipc';
import type { KeyValueStore } from './token-vault';

export const DEFAULT_SERVER_ADDRESS = 'http://localhost:8080';
const SERVER_ADDRESS_KEY = 'settings.serverAddress';

/** The server address `value` names, or null when it names none. */
function addressOf(value: unknown): string | null {
  const parsed = serverAddressSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The desktop app's own settings. The server address is chosen in the app; until then it is
 * VELVET_SERVER_URL when set (packagers, QA), else the local default.
 */
export function createDesktopSettings(options: {
  store: KeyValueStore;
  env?: Record<string, string | undefined>;
}) {
  const env = options.env ?? process.env;
  const defaultAddress = addressOf(env.VELVET_SERVER_URL) ?? DEFAULT_SERVER_ADDRESS;

  return {
    serverAddress(): string {
      return addressOf(options.store.get(SERVER_ADDRESS_KEY)) ?? defaultAddress;
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
