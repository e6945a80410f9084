import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Every transaction goes through inTransaction, or it misses the deadlock retry and the
// after-commit actions (the emails of its notifications): lint refuses one opened by hand.

const root = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The messages of the transaction rule for `code` placed at `file` (relative to the root). */
async function lint(code: string, file = 'src/server/modules/dares/transaction-probe.ts') {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax');
}

const header = "import type { Database } from '../../db/client';\n";

describe('lint', () => {
  it('refuses db.transaction in a module', async () => {
    const messages = await lint(
      `${header}export const probe = (db: Database) => db.transaction(async () => 1);\n`,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.message).toContain('inTransaction');
  });

  it('refuses deps.db.transaction in a module, and in a test', async () => {
    const code = `${header}export const probe = (deps: { db: Database }) => deps.db.transaction(async () => 1);\n`;
    expect(await lint(code)).toHaveLength(1);
    expect(await lint(code, 'tests/api/transaction-probe.test.ts')).toHaveLength(1);
  });

  it('allows inTransaction and a savepoint inside it', async () => {
    const messages = await lint(
      [
        header,
        "import { inTransaction } from '../../db/transactions';",
        'export const probe = (db: Database) =>',
        '  inTransaction(db, (tx) => tx.transaction(async () => 1));',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('allows db.transaction in transactions.ts, where inTransaction opens it', async () => {
    const messages = await lint(
      `import type { Database } from './client';\nexport const probe = (db: Database) => db.transaction(async () => 1);\n`,
      'src/server/db/transactions.ts',
    );
    expect(messages).toEqual([]);
  });
});
