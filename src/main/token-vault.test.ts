import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Store from 'electron-store';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeSafeStorage } from '../../tests/support/electron';
import { createTokenVault, type KeyValueStore } from './token-vault';

const TOKEN = 'header.eyJzdWIiOiJwbGF5ZXIifQ.signature';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'velvet-vault-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The real electron-store in a temp folder; a new one over the same folder sees its data. */
const openStore = () => new Store({ cwd: dir }) as unknown as KeyValueStore & { path: string };

function vaultOver(
  store: KeyValueStore,
  safeStorage = new FakeSafeStorage(),
  platform: NodeJS.Platform = 'linux',
) {
  return { vault: createTokenVault({ safeStorage, store, platform }), safeStorage };
}

describe('the token vault', () => {
  it('gives the saved token back to a new vault over the same store', async () => {
    const safeStorage = new FakeSafeStorage();
    expect(await vaultOver(openStore(), safeStorage).vault.save(TOKEN)).toBe('saved');

    const reopened = vaultOver(openStore(), safeStorage).vault;
    expect(await reopened.load()).toEqual({ status: 'ok', token: TOKEN });
  });

  it('writes only ciphertext to disk, never the token', async () => {
    const store = openStore();
    await vaultOver(store).vault.save(TOKEN);

    const onDisk = readFileSync(store.path, 'utf8');
    expect(onDisk).toContain('playerToken');
    expect(onDisk).not.toContain(TOKEN);
    expect(onDisk).not.toContain(Buffer.from(TOKEN).toString('base64'));
  });

  it('finds nothing in a new store', async () => {
    expect(await vaultOver(openStore()).vault.load()).toEqual({ status: 'empty' });
  });

  it('refuses the basic_text backend on Linux until weak storage is accepted', async () => {
    const safeStorage = new FakeSafeStorage().setBackend('basic_text');
    const { vault } = vaultOver(openStore(), safeStorage);

    expect(await vault.save(TOKEN)).toBe('weak-storage-refused');
    expect(await vaultOver(openStore(), safeStorage).vault.load()).toEqual({ status: 'empty' });

    vault.acceptWeakStorage();
    expect(await vault.save(TOKEN)).toBe('saved');
    expect(await vaultOver(openStore(), safeStorage).vault.load()).toEqual({
      status: 'ok',
      token: TOKEN,
    });
  });

  it('remembers the acceptance of weak storage in the store', async () => {
    const safeStorage = new FakeSafeStorage().setBackend('basic_text');
    vaultOver(openStore(), safeStorage).vault.acceptWeakStorage();

    expect(await vaultOver(openStore(), safeStorage).vault.save(TOKEN)).toBe('saved');
  });

  it('drops a token saved earlier when weak storage is refused', async () => {
    const safeStorage = new FakeSafeStorage();
    await vaultOver(openStore(), safeStorage).vault.save(TOKEN);

    safeStorage.setBackend('basic_text');
    expect(await vaultOver(openStore(), safeStorage).vault.save('newer.token.value')).toBe(
      'weak-storage-refused',
    );
    expect(await vaultOver(openStore(), safeStorage).vault.load()).toEqual({ status: 'empty' });
  });

  it('treats basic_text as a keychain outside Linux (it only exists there)', async () => {
    const safeStorage = new FakeSafeStorage().setBackend('basic_text');
    expect(await vaultOver(openStore(), safeStorage, 'darwin').vault.save(TOKEN)).toBe('saved');
  });

  it('keeps nothing when encryption is unavailable', async () => {
    const safeStorage = new FakeSafeStorage().setAvailable(false);
    const store = openStore();
    expect(await vaultOver(store, safeStorage).vault.save(TOKEN)).toBe('unavailable');
    expect(store.get('vault.playerToken')).toBeUndefined();
  });

  it('reports a token another keychain wrote as unreadable, once, and forgets it', async () => {
    await vaultOver(openStore(), new FakeSafeStorage()).vault.save(TOKEN);

    const { vault } = vaultOver(openStore(), new FakeSafeStorage());
    await expect(vault.load()).resolves.toEqual({ status: 'unreadable' });
    await expect(vault.load()).resolves.toEqual({ status: 'empty' });
    expect(readFileSync(openStore().path, 'utf8')).not.toContain('playerToken');
  });

  it('reports garbage in the store as unreadable without throwing', async () => {
    const store = openStore();
    store.set('vault.playerToken', 'not ciphertext at all');
    await expect(vaultOver(store).vault.load()).resolves.toEqual({ status: 'unreadable' });
  });

  it('reports a stored token as unreadable when encryption has become unavailable', async () => {
    const safeStorage = new FakeSafeStorage();
    await vaultOver(openStore(), safeStorage).vault.save(TOKEN);

    safeStorage.setAvailable(false);
    await expect(vaultOver(openStore(), safeStorage).vault.load()).resolves.toEqual({
      status: 'unreadable',
    });
  });

  it('re-encrypts a token under the current key when asked to', async () => {
    const safeStorage = new FakeSafeStorage();
    const store = openStore();
    await vaultOver(store, safeStorage).vault.save(TOKEN);
    const before = store.get('vault.playerToken') as string;

    safeStorage.rotateKey();
    expect(await vaultOver(store, safeStorage).vault.load()).toEqual({
      status: 'ok',
      token: TOKEN,
    });

    const after = store.get('vault.playerToken') as string;
    expect(after).not.toBe(before);
    await expect(safeStorage.decryptStringAsync(Buffer.from(after, 'base64'))).resolves.toEqual({
      result: TOKEN,
      shouldReEncrypt: false,
    });
  });

  it('forgets the token on clear', async () => {
    const store = openStore();
    const { vault } = vaultOver(store);
    await vault.save(TOKEN);
    vault.clear();
    expect(await vault.load()).toEqual({ status: 'empty' });
  });
});
