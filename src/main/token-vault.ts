import type { SafeStorage } from 'electron';

/** The part of electron-store the vault and the settings use. */
export interface KeyValueStore {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
  delete(key: string): void;
}

export type SaveOutcome =
  /** Encrypted by the OS keychain (or storage the user accepted) and written. */
  | 'saved'
  /** Only plain-text obfuscation is available and the user has not accepted it. */
  | 'weak-storage-refused'
  /** No encryption at all: the token can live in memory only. */
  | 'unavailable';

export type LoadOutcome =
  | { status: 'empty' }
  | { status: 'ok'; token: string }
  /** Something was stored but cannot be decrypted (keychain reset, copied profile). */
  | { status: 'unreadable' };

type Encryption = Pick<
  SafeStorage,
  | 'isAsyncEncryptionAvailable'
  | 'encryptStringAsync'
  | 'decryptStringAsync'
  | 'getSelectedStorageBackend'
>;

const TOKEN_KEY = 'vault.playerToken';
const WEAK_STORAGE_KEY = 'vault.weakStorageAccepted';

export interface TokenVault {
  save(token: string): Promise<SaveOutcome>;
  load(): Promise<LoadOutcome>;
  clear(): void;
  /** The user agreed to keep the token with Linux's `basic_text` backend (no keychain). */
  acceptWeakStorage(): void;
}

/**
 * The player's token at rest: `safeStorage` ciphertext inside electron-store. On Linux without
 * a keychain, safeStorage falls back to a fixed key (`basic_text`) that any program running as
 * the user can undo, so the vault refuses it unless the user accepted that.
 */
export function createTokenVault(options: {
  safeStorage: Encryption;
  store: KeyValueStore;
  platform?: NodeJS.Platform;
}): TokenVault {
  const { safeStorage, store } = options;
  const platform = options.platform ?? process.platform;

  const weakBackend = () =>
    platform === 'linux' && safeStorage.getSelectedStorageBackend() === 'basic_text';

  return {
    async save(token) {
      if (!(await safeStorage.isAsyncEncryptionAvailable())) return 'unavailable';
      if (weakBackend() && store.get(WEAK_STORAGE_KEY) !== true) {
        store.delete(TOKEN_KEY);
        return 'weak-storage-refused';
      }
      const ciphertext = await safeStorage.encryptStringAsync(token);
      store.set(TOKEN_KEY, ciphertext.toString('base64'));
      return 'saved';
    },

    async load() {
      const stored = store.get(TOKEN_KEY);
      if (typeof stored !== 'string' || !stored) return { status: 'empty' };
      try {
        if (!(await safeStorage.isAsyncEncryptionAvailable())) throw new Error('No encryption.');
        const { result, shouldReEncrypt } = await safeStorage.decryptStringAsync(
          Buffer.from(stored, 'base64'),
        );
        if (shouldReEncrypt) {
          const ciphertext = await safeStorage.encryptStringAsync(result);
          store.set(TOKEN_KEY, ciphertext.toString('base64'));
        }
        return { status: 'ok', token: result };
      } catch {
        // Never a crash: forget what cannot be read and ask for a new sign-in.
        store.delete(TOKEN_KEY);
        return { status: 'unreadable' };
      }
    },

    clear() {
      store.delete(TOKEN_KEY);
    },

    acceptWeakStorage() {
      store.set(WEAK_STORAGE_KEY, true);
    },
  };
}
