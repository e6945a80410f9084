import { afterAll, describe, expect, it } from 'vitest';
import { registerRaw } from '../support/server/couples';
import { uniqueEmail } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';

// A display name travels in the invitation email to an outside address: a line break could
// forge a paragraph, a web address a link, both in Velvet's name.

const t: TestApp = await createTestApp();
afterAll(async () => t.close());

async function registerAs(displayName: string) {
  const email = uniqueEmail('named');
  const reply = await registerRaw(t.app, { email, displayName });
  const { rows } = await t.database.pool.query('SELECT 1 FROM players WHERE email = $1', [email]);
  return { status: reply.status, body: reply.response.json() as unknown, stored: rows.length };
}

describe('display names at registration', () => {
  const ONE_LINE = { message: 'displayName: Display name must be on one line.' };
  const NO_LINK = { message: 'displayName: Display name cannot contain a web address.' };

  for (const name of ['Alice\nClick below to claim your prize', 'Alice\r\nP.S.', 'Alice\u2028x']) {
    it(`refuses a line break (${JSON.stringify(name)}), creating no account`, async () => {
      expect(await registerAs(name)).toEqual({ status: 400, body: ONE_LINE, stored: 0 });
    });
  }

  for (const name of [
    'Alice https://evil.example/claim',
    'Alice http://x.y',
    'Alice www.prize-now',
    'Alice velvet-login.com',
    'Visit EVIL.IO now',
  ]) {
    it(`refuses a web address (${name}), creating no account`, async () => {
      expect(await registerAs(name)).toEqual({ status: 400, body: NO_LINK, stored: 0 });
    });
  }

  for (const name of ['J. Doe', 'Dr. Me', 'Anne-Marie O’Neil', 'Zoë']) {
    it(`accepts an ordinary name (${name})`, async () => {
      const reply = await registerAs(name);
      expect(reply).toEqual({
        status: 201,
        body: expect.objectContaining({ displayName: name }),
        stored: 1,
      });
    });
  }
});
