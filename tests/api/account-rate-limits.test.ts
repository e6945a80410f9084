import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resendVerification } from '@shared/api/accounts';
import { invite } from '@shared/api/couples';
import { dareOptions } from '@shared/api/dares';
import { coupleSummary } from '@shared/api/results';
import { contactSupport } from '@shared/api/support';
import { markComplete } from '@shared/api/survey';
import { callRouteOk } from '../support/server/call-route';
import { connectedCouple } from '../support/server/couples';
import { daringCouple } from '../support/server/dare-fixture';
import { MAIL_SUBJECTS, mailsTo } from '../support/server/mailbox';
import { registerPlayer, uniqueEmail } from '../support/server/players';
import { validSupportMessage } from '../support/server/support-messages';
import { answerWholeSurvey } from '../support/server/survey-fixture';
import { waitFor } from '../support/server/wait';
import { callFrom, createLimitedApps, freshClientAddress, seen, tooMany } from './limited-apps';

// Budgets per account (docs/rate-limits.md): every call here comes from an address of its
// own, so only the account's budget can refuse it. The old server keyed on the address only.

const INVITATIONS_PER_HOUR = 10;
const VERIFICATION_LINKS_PER_HOUR = 3;
const SUMMARIES_PER_HOUR = 10;
const SUPPORT_BUDGET = 3;
const DARE_OPTION_SETS_PER_HOUR = 30;

let apps: Awaited<ReturnType<typeof createLimitedApps>>;
beforeAll(async () => {
  apps = await createLimitedApps({ SUPPORT_RATE_LIMIT: String(SUPPORT_BUDGET) });
});
afterAll(async () => apps?.close());

describe('invitations per account', () => {
  it(`lets one account send ${INVITATIONS_PER_HOUR} invitations in a burst of 40, emailing no more`, async () => {
    const spammer = await registerPlayer(apps.setup.app, { displayName: 'Sam' });
    const targets = Array.from({ length: 40 }, (_, i) => uniqueEmail(`outside${i}`));
    const replies = [];
    for (const partnerEmail of targets) {
      const reply = await callFrom(apps.limited, invite, {
        address: freshClientAddress(),
        token: spammer.token,
        body: { partnerEmail },
      });
      replies.push(seen(reply));
    }
    expect(replies.slice(0, INVITATIONS_PER_HOUR).map((reply) => reply.status)).toEqual(
      Array<number>(INVITATIONS_PER_HOUR).fill(200),
    );
    for (const refused of replies.slice(INVITATIONS_PER_HOUR))
      expect(refused).toEqual(tooMany('partner invitations', 'your account'));

    // The allowed invitations are delivered; the refused ones never leave the server.
    const invited = (to: string) => mailsTo(apps.limited.app, to, MAIL_SUBJECTS.invitation);
    await waitFor(`${INVITATIONS_PER_HOUR} invitation emails`, () =>
      targets.slice(0, INVITATIONS_PER_HOUR).every((to) => invited(to).length === 1),
    );
    expect(targets.slice(INVITATIONS_PER_HOUR).flatMap(invited)).toEqual([]);
  });

  it('keeps one account’s budget apart from another’s', async () => {
    const busy = await registerPlayer(apps.setup.app);
    const calm = await registerPlayer(apps.setup.app);
    const inviteAs = (token: string) =>
      callFrom(apps.limited, invite, {
        address: freshClientAddress(),
        token,
        body: { partnerEmail: uniqueEmail('partner') },
      });
    for (let i = 0; i < INVITATIONS_PER_HOUR; i++) await inviteAs(busy.token);
    expect(seen(await inviteAs(busy.token))).toEqual(
      tooMany('partner invitations', 'your account'),
    );
    expect((await inviteAs(calm.token)).statusCode).toBe(200);
  });
  it('spends the account’s budget only on invitations that pass validation', async () => {
    const player = await registerPlayer(apps.setup.app);
    const inviteAs = (partnerEmail: string) =>
      callFrom(apps.limited, invite, {
        address: freshClientAddress(),
        token: player.token,
        body: { partnerEmail },
      });
    for (let i = 0; i < INVITATIONS_PER_HOUR * 2; i++)
      expect((await inviteAs(`not an email ${i}`)).statusCode).toBe(400);
    expect((await inviteAs(uniqueEmail('partner'))).statusCode).toBe(200);
  });
});

describe('support messages per account', () => {
  it(`lets a signed-in player send ${SUPPORT_BUDGET} from any addresses, then answers 429`, async () => {
    const writer = await registerPlayer(apps.setup.app);
    const send = (token?: string) =>
      callFrom(apps.limited, contactSupport, {
        address: freshClientAddress(),
        ...(token ? { token } : {}),
        body: validSupportMessage(),
      });
    for (let i = 0; i < SUPPORT_BUDGET; i++)
      expect((await send(writer.token)).statusCode, `message ${i + 1}`).toBe(201);
    expect(seen(await send(writer.token))).toEqual(tooMany('support messages', 'your account'));

    // A visitor (no token) and another player are not held to this account's budget.
    expect((await send()).statusCode).toBe(201);
    const other = await registerPlayer(apps.setup.app);
    expect((await send(other.token)).statusCode).toBe(201);
  });
});

describe('verification links per account', () => {
  it(`sends the link again ${VERIFICATION_LINKS_PER_HOUR} times an hour, then answers 429`, async () => {
    const player = await registerPlayer(apps.setup.app, { verified: false });
    const resend = () =>
      callFrom(apps.limited, resendVerification, {
        address: freshClientAddress(),
        token: player.token,
      });
    for (let i = 0; i < VERIFICATION_LINKS_PER_HOUR; i++)
      expect((await resend()).statusCode, `resend ${i + 1}`).toBe(200);
    expect(seen(await resend())).toEqual(tooMany('verification emails', 'your account'));
    // The registration email and the three sent again: no fifth.
    const sent = () => mailsTo(apps.limited.app, player.email, MAIL_SUBJECTS.verification);
    await waitFor('four verification emails', () => sent().length === 4);
    expect(sent()).toHaveLength(4);
  });
});

describe('couple summary regeneration per account', () => {
  it(`regenerates ${SUMMARIES_PER_HOUR} times an hour per player, then answers 429`, async () => {
    const { player1, player2 } = await connectedCouple(apps.setup.app);
    for (const player of [player1, player2]) {
      await answerWholeSurvey(apps.setup.app, player.token);
      await callRouteOk(apps.setup.app, markComplete, { token: player.token });
    }
    const regenerate = (token: string) =>
      callFrom(apps.limited, coupleSummary, {
        address: freshClientAddress(),
        token,
        body: {},
      });
    for (let i = 0; i < SUMMARIES_PER_HOUR; i++)
      expect((await regenerate(player1.token)).statusCode, `summary ${i + 1}`).toBe(200);
    expect(seen(await regenerate(player1.token))).toEqual(
      tooMany('summary regenerations', 'your account'),
    );
    // The partner's own budget is untouched.
    expect((await regenerate(player2.token)).statusCode).toBe(200);
  });
});

describe('dare suggestions per account', () => {
  it(`offers ${DARE_OPTION_SETS_PER_HOUR} sets of dares an hour per sender, then answers 429`, async () => {
    const c = await daringCouple(apps.setup.app);
    const suggest = (token: string, receiverId: string) =>
      callFrom(apps.limited, dareOptions, {
        address: freshClientAddress(),
        token,
        body: { coupleId: c.coupleId, receiverId, difficultyLevel: 'romantic' },
      });
    for (let i = 0; i < DARE_OPTION_SETS_PER_HOUR; i++)
      expect((await suggest(c.player1.token, c.player2.id)).statusCode, `set ${i + 1}`).toBe(200);
    expect(seen(await suggest(c.player1.token, c.player2.id))).toEqual(
      tooMany('dare suggestions', 'your account'),
    );
    // The partner's own budget is untouched.
    expect((await suggest(c.player2.token, c.player1.id)).statusCode).toBe(200);
  });
});
