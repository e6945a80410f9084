import crypto from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { dataKeys } from '../../src/server/db/schema';
import { DataKeyMismatchError, verifyDataKeys } from '../../src/server/crypto/data-key-check';
import { DATA_KEY_FILE, resolveDataKey } from '../../src/server/crypto/data-key-file';
import { dataKeyFrom, Keyring } from '../../src/server/crypto/keyring';
import {
  freePort,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from '../support/server/server-process';
import { createTestDatabase } from '../support/server/test-app';

const newKey = () => crypto.randomBytes(32);
const idOf = (key: Buffer) => dataKeyFrom(key).id;

describe('the data key check at start', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let database: DatabaseHandle;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    database = await openDatabase(testDb.url, 2);
  });
  afterAll(async () => {
    await database?.close();
    await testDb?.drop();
  });
  const storedIds = async () =>
    (await database.db.select().from(dataKeys)).map((row) => row.keyId).sort();

  const first = newKey();
  const rotated = newKey();

  it('records the key on first start, and accepts it again on the next', async () => {
    await verifyDataKeys(database.db, Keyring.fromKeys(first));
    expect(await storedIds()).toEqual([idOf(first)]);
    const [row] = await database.db.select().from(dataKeys);
    // The check value is encrypted, never the key or its plain check text.
    expect(row!.checkValue).toMatch(/^v1\./);
    expect(row!.checkValue).not.toContain(first.toString('base64'));
    await verifyDataKeys(database.db, Keyring.fromKeys(first));
    expect(await storedIds()).toEqual([idOf(first)]);
  });

  it('refuses another key, naming DATA_KEY, and records nothing', async () => {
    await expect(verifyDataKeys(database.db, Keyring.fromKeys(newKey()))).rejects.toThrow(
      DataKeyMismatchError,
    );
    await expect(verifyDataKeys(database.db, Keyring.fromKeys(newKey()))).rejects.toThrow(
      /DATA_KEY is not the key this database was encrypted with/,
    );
    expect(await storedIds()).toEqual([idOf(first)]);
  });

  it('refuses a forged check value under the right key id', async () => {
    const [row] = await database.db.select().from(dataKeys);
    const forged = new Keyring({ id: idOf(first), aesKey: dataKeyFrom(newKey()).aesKey });
    await expect(verifyDataKeys(database.db, forged)).rejects.toThrow(DataKeyMismatchError);
    expect((await database.db.select().from(dataKeys))[0]).toEqual(row);
  });

  it('starts a rotation with the old key in DATA_KEY_PREVIOUS, and keeps asking for it', async () => {
    await verifyDataKeys(database.db, Keyring.fromKeys(rotated, [first]));
    expect(await storedIds()).toEqual([idOf(first), idOf(rotated)].sort());
    // Values may still be under the old key until the rotation retires it.
    await expect(verifyDataKeys(database.db, Keyring.fromKeys(rotated))).rejects.toThrow(
      new RegExp(`under key ${idOf(first)}`),
    );
  });
});

describe('the generated data key', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-data-key-'));
  });
  afterAll(async () => fs.rm(dataDir, { recursive: true, force: true }));

  it('is made once, readable by the server user alone, and kept across starts', async () => {
    const configured = newKey();
    expect(await resolveDataKey(configured, dataDir)).toBe(configured);
    expect(existsSync(path.join(dataDir, DATA_KEY_FILE))).toBe(false);

    const [one, two] = await Promise.all([
      resolveDataKey(undefined, dataDir),
      resolveDataKey(undefined, dataDir),
    ]);
    expect(one.length).toBe(32);
    expect(two.equals(one)).toBe(true);
    expect(statSync(path.join(dataDir, DATA_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect((await resolveDataKey(undefined, dataDir)).equals(one)).toBe(true);
  });

  it('is never replaced when its file is damaged', async () => {
    const file = path.join(dataDir, DATA_KEY_FILE);
    await fs.writeFile(file, 'not a key\n', { mode: 0o600 });
    await expect(resolveDataKey(undefined, dataDir)).rejects.toThrow(/set DATA_KEY/);
    expect(await fs.readFile(file, 'utf8')).toBe('not a key\n');
  });
});

describe('the server process and its DATA_KEY', () => {
  let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const started: ServerProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const server = spawnServer({
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      DATABASE_URL: testDb.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-signing',
      WEB_DIST: '.tmp/no-web-build',
      ...env,
    });
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'velvet-data-key-server-'));
  });
  afterAll(async () => {
    await Promise.all(started.map((server) => server.stop('SIGKILL')));
    await testDb?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('exits 1 naming DATA_KEY when it is not a 32-byte base64 key', async () => {
    const tooShort = await start({ DATA_KEY: crypto.randomBytes(16).toString('base64') });
    expect(await tooShort.exited).toBe(1);
    expect(tooShort.output()).toMatch(/DATA_KEY must be 32 random bytes in base64/);
    expect(existsSync(path.join(dataDir, DATA_KEY_FILE))).toBe(false);
  });

  it('generates its key into DATA_DIR with mode 0600 when none is set, then serves', async () => {
    const server = await start({});
    expect(await waitUntilHealthy(server, 60_000)).toEqual({ status: 'ok', database: 'up' });
    const file = path.join(dataDir, DATA_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await fs.readFile(file, 'utf8')).trim(), 'base64').length).toBe(32);
    expect(await server.stop('SIGTERM')).toBe(0);
  });

  it('refuses to start with another DATA_KEY, before serving', async () => {
    const server = await start({ DATA_KEY: newKey().toString('base64') });
    // A server that serves anyway fails here at once, rather than at the test's timeout.
    const served = waitUntilHealthy(server, 60_000).then(
      () => 'served',
      () => 'not served',
    );
    expect(await Promise.race([server.exited, served])).toBe(1);
    expect(server.output()).toMatch(/DATA_KEY is not the key this database was encrypted with/);
    expect(server.output()).not.toContain('Velvet is running');
  });
});
