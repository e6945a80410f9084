import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adminApi from '@shared/api/admin';
import { login } from '@shared/api/accounts';
import { AdminRole } from '@shared/api/define';
import { signInFailures } from '../../src/server/db/schema';
import { FAILED_SIGN_INS_SUBJECT } from '../../src/server/mail/templates';
import {
  emailDigestOf,
  FIRST_PAUSE_SECONDS,
  FREE_FAILURES,
} from '../../src/server/modules/accounts/sign-in-guard';
import { createStaffAccount } from '../support/server/admin';
import { mailsTo, waitForMail } from '../support/server/mailbox';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { TestClock } from '../support/server/test-clock';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { callFrom, freshClientAddress, seen } from './limited-apps';

// Guessing at one account's password from many addresses: each address's own budget is never
// met, yet the account's email is paused after a few failures in a row, longer each time.

const PROXY = '10.0.0.9';
const clock = new TestClock();
let t: TestApp;
/** A second node on the same database, with the tests' high address budgets: accounts are made there. */
let secondNode: TestApp;
beforeAll(async () => {
  // Behind a proxy that names each client: every guess comes from an address of its own, well
  // within that address's budget of 3 a minute.
  t = await createTestApp({ TRUST_PROXY: PROXY, AUTH_RATE_LIMIT: '3' }, { clock: clock.now });
  secondNode = await createTestApp({ TRUST_PROXY: PROXY }, { sameDatabaseAs: t, clock: clock.now });
});
afterAll(async () => {
  await secondNode?.close();
  await t?.close();
});

/** A sign-in through the proxy from a client address nobody used before. */
const signIn = (
  route: typeof login | typeof adminApi.login,
  email: string,
  password: string,
  app = t,
) =>
  callFrom(app, route, {
    address: PROXY,
    headers: { 'x-forwarded-for': freshClientAddress() },
    body: { email, password },
  });

const paused = {
  status: 429,
  body: {
    message: expect.stringMatching(
      /^Too many failed sign-ins to this account\. Please wait \d+ minutes? and try again\.$/,
    ),
  },
};

describe('failed sign-ins to one player account', () => {
  it('pause the account after a few, whatever the address, and tell the owner', async () => {
    const player = await registerPlayer(secondNode.app);
    for (let i = 0; i < FREE_FAILURES; i++) {
      expect(
        (await signIn(login, player.email, `guess number ${i}`)).statusCode,
        `guess ${i + 1}`,
      ).toBe(401);
    }
    // Even the right password waits now: the attacker cannot tell a hit from the pause.
    const refused = await signIn(login, player.email, player.password);
    expect(seen(refused)).toEqual(paused);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(FIRST_PAUSE_SECONDS - 5);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(FIRST_PAUSE_SECONDS);
    // Every node reads the same count.
    expect(seen(await signIn(login, player.email, player.password, secondNode))).toEqual(paused);

    const warning = await waitForMail(
      t.app,
      player.email,
      /^Failed sign-ins to your Velvet account$/,
    );
    expect(warning.text).toContain(`There were ${FREE_FAILURES} failed attempts in a row`);
    expect(warning.text).toContain('/login');
  });

  it('grow the pause with each failure after it, and let the owner in once it is over', async () => {
    const player = await registerPlayer(secondNode.app);
    for (let i = 0; i < FREE_FAILURES; i++) await signIn(login, player.email, `guess ${i}`);
    clock.advance(FIRST_PAUSE_SECONDS * 1000 + 1000);
    // One more wrong guess once the pause ended: a pause twice as long.
    expect((await signIn(login, player.email, 'one more guess')).statusCode).toBe(401);
    const longer = await signIn(login, player.email, player.password);
    expect(seen(longer)).toEqual(paused);
    expect(Number(longer.headers['retry-after'])).toBeGreaterThan(2 * FIRST_PAUSE_SECONDS - 5);
    // Refused attempts do not lengthen it: right after it ends, the right password works.
    for (let i = 0; i < 5; i++) await signIn(login, player.email, `during the pause ${i}`);
    clock.advance(2 * FIRST_PAUSE_SECONDS * 1000 + 1000);
    const owner = await signIn(login, player.email, player.password);
    expect(owner.statusCode, owner.body).toBe(200);
    // A success starts the count over.
    for (let i = 0; i < FREE_FAILURES - 1; i++)
      expect((await signIn(login, player.email, `fresh guess ${i}`)).statusCode).toBe(401);
    expect((await signIn(login, player.email, player.password)).statusCode).toBe(200);
    // The owner was told once, not at every failure: the warning leaves after its sign-in
    // has answered, so it is awaited before the count.
    await waitForMail(t.app, player.email, /^Failed sign-ins/);
    expect(mailsTo(t.app, player.email, /^Failed sign-ins/)).toHaveLength(1);
  });

  it('pause an email without an account the same way, so the answer tells nothing', async () => {
    const nobody = uniqueEmail('nobody');
    for (let i = 0; i < FREE_FAILURES; i++)
      expect((await signIn(login, nobody, `guess ${i}`)).statusCode).toBe(401);
    expect(seen(await signIn(login, nobody, 'another guess'))).toEqual(paused);
    const rows = await t.database.db.select().from(signInFailures);
    expect(rows.find((row) => row.emailDigest === emailDigestOf(nobody))).toMatchObject({
      kind: 'player',
    });
    // The table holds no address, only digests.
    expect(JSON.stringify(rows)).not.toContain(nobody);
  });

  it('count the email as typed in any case', async () => {
    const player = await registerPlayer(secondNode.app);
    for (let i = 0; i < FREE_FAILURES; i++)
      await signIn(login, i % 2 ? player.email.toUpperCase() : player.email, `guess ${i}`);
    expect(seen(await signIn(login, player.email, player.password))).toEqual(paused);
  });
});

describe('failed staff sign-ins', () => {
  it('follow the same rule', async () => {
    const staff = await createStaffAccount(secondNode.app, t.database.db, AdminRole.Admin);
    for (let i = 0; i < FREE_FAILURES; i++)
      expect((await signIn(adminApi.login, staff.email, `guess ${i}`)).statusCode).toBe(401);
    expect(seen(await signIn(adminApi.login, staff.email, staff.password))).toEqual(paused);
    const warning = await waitForMail(
      t.app,
      staff.email,
      /^Failed sign-ins to your Velvet account$/,
    );
    expect(warning.text).toContain('/admin/login');
    expect(FAILED_SIGN_INS_SUBJECT).toBe(warning.subject);

    clock.advance(FIRST_PAUSE_SECONDS * 1000 + 1000);
    expect((await signIn(adminApi.login, staff.email, staff.password)).statusCode).toBe(200);
  });
});
