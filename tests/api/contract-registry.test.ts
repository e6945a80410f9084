import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allRoutes } from '@shared/api';
import { access, defineRoute } from '@shared/api/define';
import { getNotificationSettings, updateNotificationSettings } from '@shared/api/settings';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { serverModules } from '../../src/server/modules';
import { defineModule, type ServerModule } from '../../src/server/modules/define-module';
import { settingsModule } from '../../src/server/modules/settings';
import { implement } from '../../src/server/plugins/contract-routes';
import {
  createTestApp,
  createTestDatabase,
  TEST_JWT_SECRET,
  TEST_KEYRING,
} from '../support/server/test-app';

/**
 * The contract is the only route registry: the real app refuses to start unless its modules
 * serve every contract route, once, and nothing else.
 */
let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  const testDatabase = await createTestDatabase({ empty: true });
  dropDatabase = testDatabase.drop;
  database = await openDatabase(testDatabase.url, 2);
});
afterAll(async () => {
  await database?.close();
  await dropDatabase?.();
});

const start = (modules: readonly ServerModule[]) =>
  buildApp({
    config: loadConfig({
      DATA_DIR: '.tmp/test-data',
      WEB_DIST: '.tmp/no-web-build',
      LOG_LEVEL: 'silent',
    }),
    db: database.db,
    pool: database.pool,
    jwtSecret: TEST_JWT_SECRET,
    keyring: TEST_KEYRING,
    logger: false,
    modules,
  });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const naming = (route: { name: string; method: string; path: string }, problem: string) =>
  new RegExp(`${escape(`${route.name} (${route.method} ${route.path})`)}.*${escape(problem)}`);

const rogueRoute = defineRoute({
  name: 'rogue.peek',
  method: 'GET',
  path: '/api/rogue/peek',
  access: access.public,
  response: z.object({ secret: z.string() }),
});
const rogueModule = defineModule('rogue', () => [
  implement(rogueRoute, async () => ({ secret: 'nobody listed me' })),
]);

describe('the server refuses to start', () => {
  it('when a module serves a route that is not in the contract', async () => {
    await expect(start([...serverModules, rogueModule])).rejects.toThrow(
      naming(rogueRoute, 'served by the rogue module, is not in the contract'),
    );
  });

  it('when a module serves a copy of a contract route instead of the route itself', async () => {
    const copy = { ...getNotificationSettings };
    const copying = defineModule('settings', () => [
      implement(copy, async () => ({ receiveEmailNotifications: true, discreetMode: false })),
      implement(updateNotificationSettings, async () => ({
        receiveEmailNotifications: true,
        discreetMode: false,
      })),
    ]);
    const modules = serverModules.map((module) => (module === settingsModule ? copying : module));
    await expect(start(modules)).rejects.toThrow(
      naming(copy, `is a copy of the contract's ${getNotificationSettings.name}`),
    );
  });

  it('when a contract route has no handler, naming each route of the missing module', async () => {
    const failure = start(serverModules.filter((module) => module !== settingsModule));
    await expect(failure).rejects.toThrow(
      naming(getNotificationSettings, 'is in the contract but no module serves it'),
    );
    await expect(failure).rejects.toThrow(
      naming(updateNotificationSettings, 'is in the contract but no module serves it'),
    );
  });

  it('when two handlers serve one route', async () => {
    await expect(start([...serverModules, settingsModule])).rejects.toThrow(
      naming(
        getNotificationSettings,
        'is served more than once: by the settings module and the settings module',
      ),
    );
  });

  it('before it touches the database (nothing seeded)', async () => {
    await expect(start([rogueModule])).rejects.toThrow(/not in the contract/);
    const { rows } = await database.pool.query<{ count: string }>(
      'SELECT count(*) FROM survey_categories',
    );
    expect(Number(rows[0]?.count)).toBe(0);
  });
});

describe('the real app', () => {
  it('lists every module once and serves every contract route', async () => {
    expect(new Set(serverModules.map((module) => module.area)).size).toBe(serverModules.length);
    const t = await createTestApp();
    try {
      const missing = allRoutes.filter(
        (route) => !t.app.hasRoute({ method: route.method, url: route.path }),
      );
      expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
