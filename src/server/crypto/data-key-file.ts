import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DATA_KEY_BYTES } from './keyring';

/** The file holding the generated key when DATA_KEY is not set, beside `jwt-secret`. */
export const DATA_KEY_FILE = 'data-key';

/**
 * The configured DATA_KEY, else the one generated on first start and kept in DATA_DIR (mode
 * 0600: only the server's user may read it). Created exclusively, so two processes starting
 * on one DATA_DIR at once end up with the same key.
 */
export async function resolveDataKey(
  configured: Buffer | undefined,
  dataDir: string,
): Promise<Buffer> {
  if (configured) return configured;
  const file = path.join(dataDir, DATA_KEY_FILE);
  const existing = await readKeyFile(file);
  if (existing) return existing;
  await fs.mkdir(dataDir, { recursive: true });
  const key = crypto.randomBytes(DATA_KEY_BYTES);
  try {
    await fs.writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Another process wrote it first: use theirs.
    return (await readKeyFile(file))!;
  }
}

async function readKeyFile(file: string): Promise<Buffer | null> {
  let text: string;
  try {
    text = (await fs.readFile(file, 'utf8')).trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const key = Buffer.from(text, 'base64');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || key.length !== DATA_KEY_BYTES) {
    // Never replaced silently: values may already be encrypted under the key it held.
    throw new Error(
      `${file} does not hold a ${DATA_KEY_BYTES}-byte base64 key. Restore it, or set DATA_KEY ` +
        'to the key this database was encrypted with.',
    );
  }
  return key;
}
