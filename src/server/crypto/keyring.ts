import crypto from 'node:crypto';

/** The length of every data key: AES-256 wants 32 bytes. */
export const DATA_KEY_BYTES = 32;

/** One data key as the cipher uses it: its id and the AES key derived from it. */
export interface DataKey {
  /** Stored in every value it encrypts, so a rotation can tell old values from new. */
  id: string;
  /** The AES-256-GCM key, derived from the configured key rather than the key itself. */
  aesKey: Buffer;
}

/**
 * The key's id: a keyed hash of a fixed label, so every node derives the same id from the same
 * DATA_KEY without anyone naming ids, and the id says nothing about the key to a reader.
 */
export function dataKeyId(key: Buffer): string {
  return crypto
    .createHmac('sha256', key)
    .update('velvet data key id')
    .digest()
    .subarray(0, 8)
    .toString('base64url');
}

/** Turns a configured 32-byte key into the cipher's key; throws on any other length. */
export function dataKeyFrom(key: Buffer): DataKey {
  if (key.length !== DATA_KEY_BYTES) {
    throw new Error(`A data key must be ${DATA_KEY_BYTES} bytes, not ${key.length}.`);
  }
  // A separate derived key for encryption keeps the id and the cipher from sharing a key.
  const aesKey = Buffer.from(
    crypto.hkdfSync('sha256', key, Buffer.alloc(0), 'velvet field encryption v1', 32),
  );
  return { id: dataKeyId(key), aesKey };
}

/**
 * The keys values may be under: the current one encrypts, older ones (by id) only decrypt, so
 * values written before a rotation stay readable until they are re-encrypted.
 */
export class Keyring {
  readonly current: DataKey;
  private readonly byId: Map<string, DataKey>;

  constructor(current: DataKey, older: DataKey[] = []) {
    this.current = current;
    this.byId = new Map([...older, current].map((key) => [key.id, key]));
  }

  /** The current key (DATA_KEY) and the ones it replaced (DATA_KEY_PREVIOUS). */
  static fromKeys(current: Buffer, older: Buffer[] = []): Keyring {
    return new Keyring(dataKeyFrom(current), older.map(dataKeyFrom));
  }

  find(id: string): DataKey | undefined {
    return this.byId.get(id);
  }

  /** Every key id this keyring can read. */
  ids(): string[] {
    return [...this.byId.keys()];
  }
}
