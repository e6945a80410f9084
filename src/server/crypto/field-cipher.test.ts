import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FieldCipher, FieldDecryptError, isEncryptedValue } from './field-cipher';
import { dataKeyFrom, Keyring } from './keyring';

const newKey = () => crypto.randomBytes(32);
const cipherWith = (current: Buffer, older: Buffer[] = []) =>
  new FieldCipher(Keyring.fromKeys(current, older));

const place = { recordId: '5b1f0c3e-8a52-4c1e-9d7a-2f6e4b3a1c90', column: 'survey_answers.note' };
const confided = 'We would like more slow Sunday mornings, and to ask first every time.';

describe('field cipher', () => {
  const key = newKey();
  const cipher = cipherWith(key);

  it('gives back exactly what it encrypted, accents and emoji included', () => {
    for (const value of [confided, '', 'Peut-être, après un verre 🍷', 'x'.repeat(5000)]) {
      const stored = cipher.encrypt(value, place);
      expect(stored).not.toContain(value || 'never-empty');
      expect(cipher.decrypt(stored, place)).toBe(value);
    }
  });

  it('stores one compact line that a plain value is told apart from', () => {
    const stored = cipher.encrypt(confided, place);
    expect(stored).toMatch(/^v1\.[\w-]{11}\.[\w-]{16}\.[\w-]+$/);
    expect(isEncryptedValue(stored)).toBe(true);
    for (const plain of [confided, 'yes', 'v1.not.encrypted', '{"preference":"Yes"}']) {
      expect(isEncryptedValue(plain)).toBe(false);
    }
    expect(() => cipher.decrypt(confided, place)).toThrow(/not an encrypted value/);
  });

  it('does not decrypt a value moved to another record or another column', () => {
    const stored = cipher.encrypt(confided, place);
    const otherRecord = { ...place, recordId: 'a0e2c4b6-1d3f-4a5b-8c7d-9e0f1a2b3c4d' };
    const otherColumn = { ...place, column: 'coach_messages.content' };
    expect(() => cipher.decrypt(stored, otherRecord)).toThrow(FieldDecryptError);
    expect(() => cipher.decrypt(stored, otherRecord)).toThrow(/another record or column/);
    expect(() => cipher.decrypt(stored, otherColumn)).toThrow(FieldDecryptError);
  });

  it('refuses a value that was altered', () => {
    const stored = cipher.encrypt(confided, place);
    const body = stored.split('.')[3]!;
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    const altered = stored.replace(body, flipped);
    expect(() => cipher.decrypt(altered, place)).toThrow(FieldDecryptError);
  });

  it('refuses a wrong key, whether its id is unknown or the same', () => {
    const stored = cipher.encrypt(confided, place);
    expect(() => cipherWith(newKey()).decrypt(stored, place)).toThrow(
      /encrypted under key .* neither DATA_KEY nor one of DATA_KEY_PREVIOUS/,
    );
    // A different key presented under the stored id still does not open it.
    const impostor = { id: dataKeyFrom(key).id, aesKey: dataKeyFrom(newKey()).aesKey };
    expect(() => new FieldCipher(new Keyring(impostor)).decrypt(stored, place)).toThrow(
      /not the key it was encrypted with/,
    );
  });

  it('encrypts the same small answer differently each time, at the same length as the others', () => {
    const answers = ['Yes', 'Maybe', 'No', 'Yes', 'Yes'].map((value) =>
      cipher.encrypt(value, place),
    );
    expect(new Set(answers).size).toBe(answers.length);
    // Nor does the length tell "Yes" from "Maybe".
    expect(new Set(answers.map((stored) => stored.length)).size).toBe(1);
  });

  it('still reads values under an older key after a rotation, and writes under the new one', () => {
    const oldKey = newKey();
    const before = cipherWith(oldKey).encrypt(confided, place);
    const rotatedKey = newKey();
    const rotated = cipherWith(rotatedKey, [oldKey]);
    expect(rotated.decrypt(before, place)).toBe(confided);

    const after = rotated.encrypt(confided, place);
    expect(after.split('.')[1]).toBe(dataKeyFrom(rotatedKey).id);
    expect(after.split('.')[1]).not.toBe(before.split('.')[1]);
    // Once the old key is retired, its values no longer open.
    expect(() => cipherWith(rotatedKey).decrypt(before, place)).toThrow(FieldDecryptError);
  });

  it('round-trips JSON answers through a typed wrapper that checks their shape', () => {
    const answer = z.object({
      preference: z.enum(['Yes', 'Maybe', 'No']),
      perspective: z.string(),
    });
    const value = { preference: 'Maybe' as const, perspective: 'self' };
    const stored = cipher.encryptJson(value, place);
    expect(cipher.decryptJson(stored, place, answer)).toEqual(value);

    const wrongShape = cipher.encryptJson({ preference: 'Often' }, place);
    expect(() => cipher.decryptJson(wrongShape, place, answer)).toThrow(/not the expected shape/);
    const notJson = cipher.encrypt('plain words', place);
    expect(() => cipher.decryptJson(notJson, place, answer)).toThrow(/not the expected shape/);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => Keyring.fromKeys(crypto.randomBytes(16))).toThrow(/32 bytes/);
  });
});
