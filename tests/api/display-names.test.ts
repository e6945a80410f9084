import { afterAll, describe, expect, it } from 'vitest';
import { createSystemUser } from '@shared/api/admin';
import { inviteOk, registerRaw } from '../support/server/couples';
import { MAIL_SUBJECTS, waitForMail } from '../support/server/mailbox';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { callRoute } from '../support/server/call-route';
import { createStaff } from '../support/server/admin';
import { AdminRole } from '@shared/api/define';
import { createTestApp, type TestApp } from '../support/server/test-app';

// A display name travels in the invitation email to an outside address, in Velvet's voice: a
// line break could forge a paragraph, a web address a link, an invisible character could hide
// or reverse what the invitee reads.

const t: TestApp = await createTestApp();
afterAll(async () => t.close());

async function registerAs(displayName: string) {
  const email = uniqueEmail('named');
  const reply = await registerRaw(t.app, { email, displayName });
  const { rows } = await t.database.pool.query('SELECT 1 FROM players WHERE email = $1', [email]);
  return { status: reply.status, body: reply.response.json() as unknown, stored: rows.length };
}

const refused = (message: string) => ({
  status: 400,
  body: { message: `displayName: Display name ${message}` },
  stored: 0,
});

describe('display names at registration', () => {
  const ONE_LINE = refused('must be on one line.');
  const NO_LINK = refused('cannot contain a web address.');
  const NOTHING_HIDDEN = refused('cannot contain invisible or control characters.');
  const NAME_CHARACTERS = refused(
    'can only contain letters, numbers, spaces, apostrophes, hyphens and periods.',
  );

  for (const name of [
    'Alice\nClick below to claim your prize',
    'Alice\r\nP.S.',
    'Alice\u2028x',
    'Alice\u0085Your account is locked',
    'Alice\u000bYour account is locked',
  ]) {
    it(`refuses a line break (${JSON.stringify(name)}), creating no account`, async () => {
      expect(await registerAs(name)).toEqual(ONE_LINE);
    });
  }

  for (const name of [
    'Alice https://evil.example/claim',
    'Alice http://x.y',
    'Alice www.prize-now',
    'Alice velvet-login.com',
    'Visit EVIL.IO now',
    'Go to evil.de/reset?x=1 to confirm',
    'evil.shop',
    'Bo evil.photography',
    '1.2.3.4/login',
    'Bo 10.0.0.1',
    'evil\u3002com',
    'evil\uff0ecom',
    '\uff45\uff56\uff49\uff4c\uff0e\uff43\uff4f\uff4d',
    'Alice xn--80ak6aa92e.com',
    'Bo www',
  ]) {
    it(`refuses a web address (${name}), creating no account`, async () => {
      expect(await registerAs(name)).toEqual(NO_LINK);
    });
  }

  for (const name of ['Ali\u200bce', 'Alice \u202emoc.live', 'Al\u200dice', 'Alice\u0007']) {
    it(`refuses an invisible character (${JSON.stringify(name)}), creating no account`, async () => {
      expect(await registerAs(name)).toEqual(NOTHING_HIDDEN);
    });
  }

  for (const name of ['Alice <b>', 'Alice: call 555', 'Alice @home', 'Alice!', 'Alice\u00a0B']) {
    it(`refuses what a name does not need (${JSON.stringify(name)})`, async () => {
      expect(await registerAs(name)).toEqual(NAME_CHARACTERS);
    });
  }

  for (const name of [
    'J. Doe',
    'Dr. Me',
    'Anne-Marie O’Neil',
    'Zoë',
    'José María',
    'Nguyễn Văn An',
    'Ольга',
    '美咲',
    'Sam 2',
  ]) {
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

describe('the name an invitation email shows', () => {
  it('is the inviter’s name when it keeps the rule', async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Anne-Marie O’Neil' });
    const invitee = uniqueEmail('invitee');
    await inviteOk(t.app, inviter.token, invitee);
    const mail = await waitForMail(t.app, invitee, MAIL_SUBJECTS.invitation);
    expect(mail.text).toContain('Anne-Marie O’Neil invited you to connect as partners');
  });

  it('is left out when a name saved before the rule carries an address', async () => {
    const inviter = await registerPlayer(t.app, { displayName: 'Kit' });
    await t.database.pool.query('UPDATE players SET display_name = $1 WHERE id = $2', [
      'Go to evil.de/reset?x=1 to confirm',
      inviter.id,
    ]);
    const invitee = uniqueEmail('invitee');
    await inviteOk(t.app, inviter.token, invitee);
    const mail = await waitForMail(t.app, invitee, MAIL_SUBJECTS.invitation);
    expect(mail.text).toContain('Someone you know invited you to connect as partners');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain('evil');
  });
});

describe('staff display names', () => {
  it('keep the same rule', async () => {
    const reply = await callRoute(t.app, createSystemUser, {
      token: await createStaff(t.app, t.database.db, AdminRole.Admin),
      body: {
        email: uniqueEmail('staff'),
        displayName: 'Support evil.shop',
        password: 'staff password',
        role: AdminRole.User,
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.response.json()).toEqual({
      message: 'displayName: Display name cannot contain a web address.',
    });
  });
});
