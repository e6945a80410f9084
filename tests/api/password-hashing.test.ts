import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '@shared/api/accounts';
import { loadConfig, PRODUCTION_PASSWORD_HASHING } from '../../src/server/config';
import { callRoute } from '../support/server/call-route';
import { registerPlayer } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { CHEAP_PASSWORD_HASHING } from '../support/test-passwords';

// The tests' servers hash at the least cost (test-app.ts); a real server, configured by
// nothing, hashes at production cost, and a stored hash verifies whatever cost made it. The
// cost is the process's, set as a server starts: the production node starts second.

async function storedHashOf(t: TestApp, email: string): Promise<string> {
  const { rows } = await t.database.pool.query<{ password_hash: string }>(
    'SELECT password_hash FROM players WHERE email = $1',
    [email],
  );
  return rows[0]!.password_hash;
}

let cheap: TestApp;
let production: TestApp | undefined;
beforeAll(async () => {
  cheap = await createTestApp();
});
afterAll(async () => {
  await production?.close();
  await cheap?.close();
});

describe('password hashing cost', () => {
  let cheapPlayer: Awaited<ReturnType<typeof registerPlayer>>;

  it('follows the configuration', async () => {
    expect(loadConfig(CHEAP_PASSWORD_HASHING).passwordHashing).toEqual({
      memoryKib: 8,
      passes: 1,
    });
    cheapPlayer = await registerPlayer(cheap.app);
    expect(await storedHashOf(cheap, cheapPlayer.email)).toMatch(
      /^\$argon2id\$v=19\$m=8,t=1,p=1\$/,
    );
  });

  it('is Argon2id at 19 MiB, 2 passes, one lane unless configured', async () => {
    expect(PRODUCTION_PASSWORD_HASHING).toEqual({ memoryKib: 19_456, passes: 2 });
    expect(loadConfig({}).passwordHashing).toEqual(PRODUCTION_PASSWORD_HASHING);
    // Empty variables are unset: this node reads the defaults, as an unconfigured server does.
    production = await createTestApp(
      { PASSWORD_HASH_MEMORY_KIB: '', PASSWORD_HASH_PASSES: '' },
      { sameDatabaseAs: cheap },
    );
    const player = await registerPlayer(production.app);
    expect(await storedHashOf(production, player.email)).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );
  });

  it('signs in with a password hashed at another cost', async () => {
    const signIn = await callRoute(production!.app, login, {
      body: { email: cheapPlayer.email, password: cheapPlayer.password },
    });
    expect(signIn.status).toBe(200);
    const wrong = await callRoute(production!.app, login, {
      body: { email: cheapPlayer.email, password: `${cheapPlayer.password}!` },
    });
    expect(wrong.status).toBe(401);
  });
});
