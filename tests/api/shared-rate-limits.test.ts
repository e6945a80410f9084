import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login } from '@shared/api/accounts';
import { expiredBudgetsSweep } from '../../src/server/plugins/database-rate-limit-store';
import { uniqueEmail } from '../support/server/players';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { callFrom, freshClientAddress, seen, tooMany } from './limited-apps';

// Two Velvet nodes behind one balancer, on one database: a client's budget is one, whichever
// node each of its calls reaches (docs/rate-limits.md).

const LIMIT = 4;

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) });
  second = await createTestApp({ AUTH_RATE_LIMIT: String(LIMIT) }, { sameDatabaseAs: first });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const wrongSignIn = (node: TestApp, address: string) =>
  callFrom(node, login, {
    address,
    body: { email: uniqueEmail(), password: 'not-the-password' },
  });

describe('budgets shared by every node', () => {
  it('trips the sign-in limit at its number across two nodes', async () => {
    const address = freshClientAddress();
    const nodes = [first, second];
    for (let i = 0; i < LIMIT; i++) {
      const reply = await wrongSignIn(nodes[i % 2]!, address);
      expect(reply.statusCode, `call ${i + 1}`).toBe(401);
    }
    // Past the budget, on either node.
    for (const node of nodes) {
      expect(seen(await wrongSignIn(node, address))).toEqual(
        tooMany('sign-in and password attempts', 'this address'),
      );
    }
    // Another address still has its own budget.
    expect((await wrongSignIn(second, freshClientAddress())).statusCode).toBe(401);
  });

  it('counts calls sent to both nodes at once exactly', async () => {
    const address = freshClientAddress();
    const replies = await Promise.all(
      Array.from({ length: LIMIT * 3 }, (_, i) => wrongSignIn(i % 2 ? first : second, address)),
    );
    const statuses = replies.map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LIMIT * 2);
  });

  it('tells the wait the window has left, on the node that did not start it', async () => {
    const address = freshClientAddress();
    for (let i = 0; i < LIMIT; i++) await wrongSignIn(first, address);
    const refused = await wrongSignIn(second, address);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});

describe('budget windows', () => {
  const pool = () => first.database.pool;
  /** The minute passes: every budget of this database's window ends. */
  const endWindows = () =>
    pool().query("UPDATE rate_limit_hits SET expires_at = now() - interval '1 second'");
  const storedKeys = async () =>
    (await pool().query<{ key: string }>('SELECT key FROM rate_limit_hits')).rows.map(
      (row) => row.key,
    );

  it('starts a budget over once its window has ended', async () => {
    const address = freshClientAddress();
    for (let i = 0; i < LIMIT; i++) await wrongSignIn(first, address);
    expect((await wrongSignIn(second, address)).statusCode).toBe(429);
    await endWindows();
    expect((await wrongSignIn(second, address)).statusCode).toBe(401);
  });

  it('sweeps away the budgets whose window has ended, and stores no address', async () => {
    await endWindows();
    const current = freshClientAddress();
    expect((await wrongSignIn(first, current)).statusCode).toBe(401);
    await expiredBudgetsSweep(pool()).run();
    // Only the budget opened after the minute passed is left, named by a digest.
    const keys = await storedKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toContain(current);
  });
});
