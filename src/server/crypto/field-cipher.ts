import crypto from 'node:crypto';
import type { z } from 'zod';
import type { Keyring } from './keyring';

/**
 * Field encryption: one column's value of one record, sealed with AES-256-GCM.
 *
 * Stored as `v1.<keyId>.<nonce>.<ciphertext+tag>` (base64url parts), one line of text that
 * fits any text column and that no plain value of ours looks like. Each value gets its own
 * random 96-bit nonce, so the same answer encrypts differently every time, and is padded to a
 * multiple of PAD_BYTES so that "Yes" and "Maybe" are the same length too. The record's id and
 * the column are bound in as associated data: a value copied into another row or column does
 * not decrypt.
 */

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
/** Plain texts are padded up to a multiple of this, hiding the length of short values. */
const PAD_BYTES = 32;
const PAD_MARK = 0x80;

const STORED_FORMAT = /^v1\.([A-Za-z0-9_-]{11})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{22,})$/;
/** The same format as a regular expression's text, for SQL (`~`) to tell sealed from plain. */
export const STORED_FORMAT_PATTERN = STORED_FORMAT.source;

/** Where a value lives: what it is bound to, so it cannot be moved. */
export interface FieldPlace {
  /** The id of the row holding the value. */
  recordId: string;
  /** The table and column, e.g. `survey_answers.preference`. */
  column: string;
}

/** A stored value that cannot be read: not ours, moved, tampered with, or under an unknown key. */
export class FieldDecryptError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FieldDecryptError';
  }
}

/** Whether a stored value is an encrypted one (a plain value never matches the format). */
export function isEncryptedValue(stored: string): boolean {
  return STORED_FORMAT.test(stored);
}

function associatedData(keyId: string, place: FieldPlace): Buffer {
  if (!place.recordId || !place.column) {
    throw new Error('A field is encrypted for a record id and a column; both are required.');
  }
  // JSON keeps the parts apart: no record id can be chosen to look like another column.
  return Buffer.from(JSON.stringify([VERSION, keyId, place.column, place.recordId]), 'utf8');
}

function pad(plain: Buffer): Buffer {
  const length = (Math.floor(plain.length / PAD_BYTES) + 1) * PAD_BYTES;
  const padded = Buffer.alloc(length);
  plain.copy(padded);
  padded[plain.length] = PAD_MARK;
  return padded;
}

function unpad(padded: Buffer): Buffer {
  const mark = padded.lastIndexOf(PAD_MARK);
  if (mark < 0 || padded.subarray(mark + 1).some((byte) => byte !== 0)) {
    throw new FieldDecryptError('The decrypted value is not padded as Velvet pads values.');
  }
  return padded.subarray(0, mark);
}

/** Each data key's fingerprint key, derived once: HKDF keeps it apart from the cipher's key. */
const fingerprintKeys = new WeakMap<Buffer, Buffer>();

function fingerprintKeyOf(aesKey: Buffer): Buffer {
  let key = fingerprintKeys.get(aesKey);
  if (!key) {
    key = Buffer.from(
      crypto.hkdfSync('sha256', aesKey, Buffer.alloc(0), 'velvet fingerprint v1', 32),
    );
    fingerprintKeys.set(aesKey, key);
  }
  return key;
}

export class FieldCipher {
  constructor(private readonly keyring: Keyring) {}

  /**
   * A keyed fingerprint of `text` (HMAC-SHA-256 under the current key): equal texts give equal
   * fingerprints, so a stored one tells whether something changed, but without the key a copy
   * of the database cannot test a guess against it, as it could a plain hash of a few answers.
   */
  fingerprint(text: string): string {
    return crypto
      .createHmac('sha256', fingerprintKeyOf(this.keyring.current.aesKey))
      .update(text, 'utf8')
      .digest('base64url');
  }

  /** Encrypts `value` for one column of one record under the current key. */
  encrypt(value: string, place: FieldPlace): string {
    const key = this.keyring.current;
    const nonce = crypto.randomBytes(NONCE_BYTES);
    const cipher = crypto.createCipheriv('aes-256-gcm', key.aesKey, nonce, {
      authTagLength: TAG_BYTES,
    });
    cipher.setAAD(associatedData(key.id, place));
    const body = Buffer.concat([
      cipher.update(pad(Buffer.from(value, 'utf8'))),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    return [VERSION, key.id, nonce.toString('base64url'), body.toString('base64url')].join('.');
  }

  /** Decrypts a value stored by `encrypt` for the same record and column, under any key held. */
  decrypt(stored: string, place: FieldPlace): string {
    const parts = STORED_FORMAT.exec(stored);
    if (!parts) throw new FieldDecryptError('The stored value is not an encrypted value.');
    const [, keyId, nonceText, bodyText] = parts as unknown as [string, string, string, string];
    const key = this.keyring.find(keyId);
    if (!key) {
      throw new FieldDecryptError(
        `The value is encrypted under key ${keyId}, which is neither DATA_KEY nor one of ` +
          'DATA_KEY_PREVIOUS.',
      );
    }
    const body = Buffer.from(bodyText, 'base64url');
    const decipher = crypto.createDecipheriv(
      'aes-256-gcm',
      key.aesKey,
      Buffer.from(nonceText, 'base64url'),
      { authTagLength: TAG_BYTES },
    );
    decipher.setAAD(associatedData(keyId, place));
    decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
    let padded: Buffer;
    try {
      padded = Buffer.concat([
        decipher.update(body.subarray(0, body.length - TAG_BYTES)),
        decipher.final(),
      ]);
    } catch {
      throw new FieldDecryptError(
        `The value does not decrypt as ${place.column} of record ${place.recordId}: it belongs ` +
          `to another record or column, was altered, or key ${keyId} is not the key it was ` +
          'encrypted with.',
      );
    }
    return unpad(padded).toString('utf8');
  }

  /** Encrypts a JSON value (an answer, a snapshot) as one field. */
  encryptJson<T>(value: T, place: FieldPlace): string {
    return this.encrypt(JSON.stringify(value), place);
  }

  /** Decrypts a JSON field and checks it against `schema`, so a caller gets the typed value. */
  decryptJson<T>(stored: string, place: FieldPlace, schema: z.ZodType<T>): T {
    const text = this.decrypt(stored, place);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (json === undefined || !parsed.success) {
      throw new FieldDecryptError(
        `The value of ${place.column} of record ${place.recordId} is not the expected shape.`,
      );
    }
    return parsed.data;
  }
}
