import crypto from 'node:crypto';

export type StorageBackend =
  'basic_text' | 'gnome_libsecret' | 'kwallet' | 'kwallet5' | 'kwallet6' | 'unknown';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Electron's safeStorage with real, reversible encryption: AES-256-GCM under keys of this
 * instance only, so ciphertext never contains the plain text and another instance (another
 * keychain, a copied profile) fails to decrypt it. The first byte names the key version:
 * after `rotateKey()`, older ciphertext still decrypts but asks to be re-encrypted, as
 * Electron's `shouldReEncrypt` does.
 */
export class FakeSafeStorage {
  private keys: Buffer[] = [crypto.randomBytes(32)];
  private backend: StorageBackend = 'gnome_libsecret';
  private available = true;

  /** Which Linux backend Chromium picked; `basic_text` means no keychain. */
  setBackend(backend: StorageBackend): this {
    this.backend = backend;
    return this;
  }

  /** False: no encryption at all (every call then fails like Electron's). */
  setAvailable(available: boolean): this {
    this.available = available;
    return this;
  }

  /** A new current key; ciphertext under an older one decrypts with `shouldReEncrypt`. */
  rotateKey(): this {
    this.keys.push(crypto.randomBytes(32));
    return this;
  }

  /** A fresh keychain: new key, the default backend, available. */
  reset(): this {
    this.keys = [crypto.randomBytes(32)];
    this.backend = 'gnome_libsecret';
    this.available = true;
    return this;
  }

  isEncryptionAvailable(): boolean {
    return this.available;
  }

  async isAsyncEncryptionAvailable(): Promise<boolean> {
    return this.available;
  }

  getSelectedStorageBackend(): StorageBackend {
    return this.backend;
  }

  encryptString(plainText: string): Buffer {
    this.requireAvailable();
    const version = this.keys.length - 1;
    const iv = crypto.randomBytes(IV_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.keys[version] as Buffer, iv);
    const body = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
    return Buffer.concat([Buffer.from([version]), iv, cipher.getAuthTag(), body]);
  }

  decryptString(encrypted: Buffer): string {
    return this.decrypt(encrypted).result;
  }

  async encryptStringAsync(plainText: string): Promise<Buffer> {
    return this.encryptString(plainText);
  }

  async decryptStringAsync(
    encrypted: Buffer,
  ): Promise<{ result: string; shouldReEncrypt: boolean }> {
    return this.decrypt(encrypted);
  }

  private decrypt(encrypted: Buffer): { result: string; shouldReEncrypt: boolean } {
    this.requireAvailable();
    const version = encrypted[0] ?? -1;
    const key = this.keys[version];
    if (!key || encrypted.length < 1 + IV_BYTES + TAG_BYTES) {
      throw new Error('Error while decrypting the ciphertext provided to safeStorage.');
    }
    const iv = encrypted.subarray(1, 1 + IV_BYTES);
    const tag = encrypted.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    let result: string;
    try {
      const body = encrypted.subarray(1 + IV_BYTES + TAG_BYTES);
      result = Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    } catch {
      throw new Error('Error while decrypting the ciphertext provided to safeStorage.');
    }
    return { result, shouldReEncrypt: version !== this.keys.length - 1 };
  }

  private requireAvailable() {
    if (!this.available) {
      throw new Error('Error while encrypting the text provided to safeStorage.');
    }
  }
}
