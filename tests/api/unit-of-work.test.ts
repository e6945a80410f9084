import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_SUBJECT } from '../../src/server/crypto/encrypted-columns';
import { FieldCipher } from '../../src/server/crypto/field-cipher';
import { players } from '../../src/server/db/schema';
import { afterCommit, inTransaction, type Tx } from '../../src/server/db/transactions';
import { capturingLogger } from '../support/server/log-capture';
import { mailsTo, waitForMail } from '../support/server/mailbox';
import { registerPlayer } from '../support/server/players';
import {
  notificationDraft,
  openedNotification,
  testNotifier,
} from '../support/server/notification-draft';
import { createTestApp, TEST_KEYRING, type TestApp } from '../support/server/test-app';
import { waitFor } from '../support/server/wait';

// What a transaction leaves for after its commit (the emails of its notifications, above all)
// happens once it has committed, once, and never for an attempt that rolled back: on the real
// PostgreSQL, with a real deadlock, delivered to the real test SMTP server.

const log = capturingLogger();
const cipher = new FieldCipher(TEST_KEYRING);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: log.logger });
});
afterAll(async () => t?.close());

const notifier = () => testNotifier(t.app.mailer);
const subject = (title: string) => new RegExp(`^Velvet: ${title}$`);
/** A few seconds: long enough for a local SMTP delivery, short enough for a failing run. */
const MAIL_WAIT_MS = 10_000;

/**
 * Rows with `title`, read on a connection of its own, in one statement: what other requests
 * see. Notices' titles and the outbox's subjects are stored encrypted, so they are read whole
 * and opened here.
 */
async function committed(title: string) {
  const { rows } = await t.database.pool.query<{
    notices: { id: string; title: string; description: string }[];
    emails: { id: string; subject: string }[];
  }>(
    `SELECT (SELECT coalesce(json_agg(json_build_object('id', id, 'title', title,
                'description', description)), '[]') FROM notifications) AS notices,
            (SELECT coalesce(json_agg(json_build_object('id', id, 'subject', subject)), '[]')
               FROM outbox) AS emails`,
  );
  const { notices, emails } = rows[0]!;
  const subjects = emails.map((row) => OUTBOX_SUBJECT.open(cipher, row.id, row.subject));
  return {
    notifications: notices.filter((row) => openedNotification(row).title === title).length,
    emails: subjects.filter((s) => s === `Velvet: ${title}`).length,
  };
}

/** Sends a notification that commits, and waits for its email: everything before it is out. */
async function deliverAnother(player: { id: string; email: string }, title: string) {
  await inTransaction(t.database.db, (tx) =>
    notifier().notify(tx, player.id, notificationDraft(title)),
  );
  await waitForMail(t.app, player.email, subject(title), 0, MAIL_WAIT_MS);
}

describe('a notification', () => {
  it('is stored and emailed once its transaction commits, and only after the commit', async () => {
    const alex = await registerPlayer(t.app);
    const seenByAction: Awaited<ReturnType<typeof committed>>[] = [];
    await inTransaction(t.database.db, async (tx) => {
      await notifier().notify(tx, alex.id, notificationDraft('Committed'));
      await afterCommit(
        tx,
        async () => void seenByAction.push(await committed('Committed')),
        log.logger,
      );
    });

    expect(seenByAction).toEqual([{ notifications: 1, emails: 1 }]);
    const mail = await waitForMail(t.app, alex.email, subject('Committed'), 0, MAIL_WAIT_MS);
    expect(mail.text).toContain('Committed, described');
  });

  it('is neither stored nor emailed when its transaction rolls back', async () => {
    const alex = await registerPlayer(t.app);
    const ran: string[] = [];
    const abandoned = inTransaction(t.database.db, async (tx) => {
      await notifier().notify(tx, alex.id, notificationDraft('Rolled back'));
      await afterCommit(tx, () => ran.push('rolled back'), log.logger);
      throw new Error('abandoned');
    });

    await expect(abandoned).rejects.toThrow('abandoned');
    expect(ran).toEqual([]);
    expect(await committed('Rolled back')).toEqual({ notifications: 0, emails: 0 });
    await deliverAnother(alex, 'Afterwards');
    expect(mailsTo(t.app, alex.email, subject('Rolled back'))).toEqual([]);
  });

  it('is stored and emailed once when a deadlock makes its transaction run again', async () => {
    const ari = await registerPlayer(t.app);
    const bo = await registerPlayer(t.app);
    const attempts = { ari: 0, bo: 0 };
    const actionRuns = { ari: 0, bo: 0 };

    // Both first attempts lock their own player, then wait for each other before locking the
    // other's: each waits for a lock the other holds, and PostgreSQL ends one as the victim.
    // The victim's next attempt waits for the other to finish: PostgreSQL does not promise
    // that the waiting winner gets the freed row before the victim takes it again.
    let arrived = 0;
    let bothHoldTheirFirstLock: () => void = () => undefined;
    const bothArrived = new Promise<void>((resolve) => (bothHoldTheirFirstLock = resolve));
    const finished: Partial<Record<'ari' | 'bo', Promise<unknown>>> = {};
    const lock = (tx: Tx, id: string) =>
      tx.select({ id: players.id }).from(players).where(eq(players.id, id)).for('update');

    const lockBoth = (who: 'ari' | 'bo', other: 'ari' | 'bo', first: string, second: string) =>
      (finished[who] = inTransaction(t.database.db, async (tx) => {
        attempts[who] += 1;
        if (attempts[who] > 1) await finished[other];
        await lock(tx, first);
        await notifier().notify(tx, first, notificationDraft(`Deadlocked ${who}`));
        await afterCommit(tx, () => void (actionRuns[who] += 1), log.logger);
        if (attempts[who] === 1) {
          if (++arrived === 2) bothHoldTheirFirstLock();
          await bothArrived;
        }
        await lock(tx, second);
      }));
    await Promise.all([lockBoth('ari', 'bo', ari.id, bo.id), lockBoth('bo', 'ari', bo.id, ari.id)]);

    // One of them really was rolled back and run again.
    expect(attempts.ari + attempts.bo).toBe(3);
    expect(actionRuns).toEqual({ ari: 1, bo: 1 });
    for (const [who, player] of [
      ['ari', ari],
      ['bo', bo],
    ] as const) {
      const title = `Deadlocked ${who}`;
      expect(await committed(title)).toEqual({ notifications: 1, emails: 1 });
      await waitForMail(t.app, player.email, subject(title), 0, MAIL_WAIT_MS);
    }
    await deliverAnother(ari, 'After the deadlock');
    await deliverAnother(bo, 'After the deadlock');
    expect(mailsTo(t.app, ari.email, subject('Deadlocked ari'))).toHaveLength(1);
    expect(mailsTo(t.app, bo.email, subject('Deadlocked bo'))).toHaveLength(1);
  });
});

describe('actions after a commit', () => {
  it('run in the order registered, a function registered twice once', async () => {
    const ran: string[] = [];
    const second = () => void ran.push('second');
    await inTransaction(t.database.db, async (tx) => {
      await afterCommit(tx, () => void ran.push('first'), log.logger);
      await afterCommit(tx, second, log.logger);
      await afterCommit(tx, second, log.logger);
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['first', 'second']);
  });

  it('registered in a savepoint wait for the outer transaction and go with its rollback', async () => {
    const ran: string[] = [];
    await inTransaction(t.database.db, async (tx) => {
      await tx.transaction((inner) => afterCommit(inner, () => void ran.push('kept'), log.logger));
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['kept']);

    const abandoned = inTransaction(t.database.db, async (tx) => {
      await tx.transaction((inner) => afterCommit(inner, () => void ran.push('lost'), log.logger));
      throw new Error('abandoned');
    });
    await expect(abandoned).rejects.toThrow('abandoned');
    expect(ran).toEqual(['kept']);
  });

  it('of a unit of work started inside another wait for the outer commit and go with its rollback', async () => {
    const ran: string[] = [];
    const nested = (tx: Tx, label: string) =>
      inTransaction(tx as never, (inner) =>
        afterCommit(inner, () => void ran.push(label), log.logger),
      );
    await inTransaction(t.database.db, async (tx) => {
      await nested(tx, 'inner');
      await afterCommit(tx, () => void ran.push('outer'), log.logger);
      expect(ran).toEqual([]);
    });
    expect(ran).toEqual(['inner', 'outer']);

    const abandoned = inTransaction(t.database.db, async (tx) => {
      await nested(tx, 'lost');
      throw new Error('abandoned');
    });
    await expect(abandoned).rejects.toThrow('abandoned');
    expect(ran).toEqual(['inner', 'outer']);
  });

  it('run at once on a plain database handle', async () => {
    const ran: string[] = [];
    await afterCommit(t.database.db, () => void ran.push('now'), log.logger);
    expect(ran).toEqual(['now']);
  });

  it('that fail are logged, and the committed work still succeeds', async () => {
    const alex = await registerPlayer(t.app);
    const ran: string[] = [];
    const result = await inTransaction(t.database.db, async (tx) => {
      await notifier().notify(tx, alex.id, notificationDraft('Despite a failure'));
      await afterCommit(
        tx,
        () => Promise.reject(new Error('after-commit probe failed')),
        log.logger,
      );
      await afterCommit(tx, () => void ran.push('next'), log.logger);
      return 'done';
    });

    expect(result).toBe('done');
    expect(ran).toEqual(['next']);
    expect(await committed('Despite a failure')).toEqual({ notifications: 1, emails: 1 });
    const warning = await waitFor('the failure in the log', () =>
      log.entries.find((entry) => JSON.stringify(entry).includes('after-commit probe failed')),
    );
    expect(warning).toMatchObject({ level: 40 });
  });

  it('cannot be registered on a transaction inTransaction did not start', async () => {
    // The bypass lint refuses everywhere else, made here on purpose.
    // eslint-disable-next-line no-restricted-syntax
    const bypassed = t.database.db.transaction((tx) =>
      afterCommit(tx, () => undefined, log.logger),
    );
    await expect(bypassed).rejects.toThrow('not started by inTransaction');
  });
});
