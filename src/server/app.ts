import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type pg from 'pg';
import { allRoutes } from '@shared/api';
import type { Config } from './config';
import { FieldCipher } from './crypto/field-cipher';
import type { Keyring } from './crypto/keyring';
import { createContentEngine } from './content/create-engine';
import type { Database } from './db/client';
import { seedCatalogue } from './db/seed/seed-catalogue';
import { createRepeatingTasks } from './lib/repeating-tasks';
import { loggerOptions, registerAccessLog } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { usePasswordHashing } from './modules/accounts';
import { bootstrapSuperAdmin } from './modules/admin';
import type { ServerModule } from './modules/define-module';
import type { ModuleDeps } from './modules/deps';
import { serverModules } from './modules';
import { announceWrites, LiveHub, startLiveFeed } from './modules/events';
import {
  createNotificationsService,
  createNotifier,
  PlayerChangeCache,
} from './modules/notifications';
import authPlugin from './plugins/auth';
import { assertServesContract } from './plugins/contract-registry';
import { registerContractRoutes } from './plugins/contract-routes';
import { expiredBudgetsSweep } from './plugins/database-rate-limit-store';
import { registerErrorHandler } from './plugins/errors';
import { registerMetrics } from './plugins/metrics';
import securityPlugin from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { installPasswordEstimator } from './lib/password-estimator';

export interface AppOptions {
  config: Config;
  db: Database;
  /** The pool behind `db`; one connection of it listens for changes made by other nodes. */
  pool: pg.Pool;
  jwtSecret: string;
  /** The data keys (DATA_KEY and DATA_KEY_PREVIOUS) the intimate fields are encrypted under. */
  keyring: Keyring;
  version?: string;
  /** Defaults to the logger options for the configured level; tests pass false. */
  logger?: boolean | FastifyBaseLogger;
  /** The modules to serve; every one of them unless a test says otherwise. */
  modules?: readonly ServerModule[];
  /** The clock the rules read; the real time unless a test moves it. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** This node's open live streams. */
    liveHub: LiveHub;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    ...(options.logger === undefined
      ? { logger: loggerOptions(config.logLevel) }
      : typeof options.logger === 'boolean'
        ? { logger: options.logger }
        : { loggerInstance: options.logger }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Two log lines per request cost more than the request itself on a small route; errors
    // are logged where they happen, and LOG_LEVEL=debug brings back one line per request.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    // A stopping node keeps answering while it drains (see drainBeforeClose); each reply then
    // asks the client to close the connection, so its next request goes to another node.
    return503OnClosing: false,
  });
  try {
    await setUp(app, options);
  } catch (error) {
    // A start that fails part-way leaves nothing open behind it.
    await app.close().catch(() => undefined);
    throw error;
  }
  return app;
}

async function setUp(app: FastifyInstance, options: AppOptions) {
  const { config, db } = options;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  if (['debug', 'trace'].includes(app.log.level)) registerAccessLog(app);
  // Every route that sets a password checks its strength with it (docs/accounts.md).
  installPasswordEstimator();
  usePasswordHashing(config.passwordHashing);

  const ownOrigins = [
    config.publicUrl,
    `http://localhost:${config.port}`,
    `http://127.0.0.1:${config.port}`,
  ];
  const stopping = drainBeforeClose(app, config.shutdownDrainMs);
  // Before any route, so its request counter sees every one.
  await registerMetrics(app, {
    db,
    pool: options.pool,
    token: config.metricsToken,
    port: config.metricsPort,
  });
  await app.register(securityPlugin, {
    allowedOrigins: ownOrigins,
    authRateLimit: config.authRateLimit,
    pool: options.pool,
  });
  const mailer = createMailer({
    db,
    cipher: new FieldCipher(options.keyring),
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

  const cipher = new FieldCipher(options.keyring);
  const notifications = createNotificationsService(db, cipher);
  const playerChanges = new PlayerChangeCache(
    options.pool,
    (playerId) => notifications.readChangeState(playerId),
    app.log,
  );
  await app.register(authPlugin, {
    secret: options.jwtSecret,
    tokenTtlSeconds: config.tokenTtlSeconds,
    adminTokenTtlSeconds: config.adminTokenTtlSeconds,
    db,
    // Served from each node's memory of players, which every session change invalidates.
    playerState: (playerId) => playerChanges.get(playerId),
  });
  app.addHook('onReady', async () => {
    await playerChanges.start();
    // Emails a previous run enqueued but did not get to send.
    void mailer.deliverPending().catch(() => undefined);
  });
  app.addHook('onClose', async () => playerChanges.stop());

  const repeating = createRepeatingTasks(app.log);
  repeating.add(expiredBudgetsSweep(options.pool));
  app.addHook('onReady', async () => repeating.start());
  app.addHook('onClose', async () => repeating.stop());

  // Open screens hear of every committed change of their couple, from any node.
  const liveHub = new LiveHub(config.liveHeartbeatMs, app.log);
  app.decorate('liveHub', liveHub);
  startLiveFeed(app, {
    db,
    hub: liveHub,
    listener: playerChanges,
    repeat: (task) => repeating.add(task),
  });
  announceWrites(app, db);

  const modules = options.modules ?? serverModules;
  const deps: ModuleDeps = {
    db,
    cipher,
    content: createContentEngine(config, app.log),
    mailer,
    notifier: createNotifier({ mailer, publicUrl: config.publicUrl, cipher }),
    playerChanges,
    liveHub,
    publicUrl: config.publicUrl,
    version: options.version ?? '0.0.0',
    signToken: (claims, expiresInSeconds) => app.signPlayerToken(claims, expiresInSeconds),
    tokenTtlSeconds: config.tokenTtlSeconds,
    log: app.log,
    now: options.now ?? (() => new Date()),
    repeat: (task) => repeating.add(task),
    dareExpiryHours: config.dareExpiryHours,
    supportEmail: config.supportEmail,
    stopping,
    exportSections: modules.flatMap(({ area, exportSections }) =>
      exportSections ? [{ area, sections: exportSections }] : [],
    ),
  };
  const served = modules.flatMap((module) =>
    module.routes(deps).map((implementation) => ({ area: module.area, implementation })),
  );
  // Before anything touches the database: a server that does not serve exactly the
  // contract does not start.
  assertServesContract(allRoutes, served);

  await seedCatalogue(db);
  await bootstrapSuperAdmin(db, config.bootstrapAdmin, app.log);
  registerContractRoutes(
    app,
    served.map(({ implementation }) => implementation),
    {
      supportPerWindow: config.supportRateLimit,
      abusePerHour: config.abuseRateLimit,
      adventuresPerHour: config.adventureRateLimit,
    },
  );
  await registerWebApp(app, config.webDist);
}

/**
 * A closing app first answers not ready (/api/health/ready) and keeps serving for `drainMs`,
 * so a balancer's health check takes it out of rotation before it stops accepting requests.
 * Returns whether the app has begun to stop.
 */
function drainBeforeClose(app: FastifyInstance, drainMs: number): () => boolean {
  let stopping = false;
  // Fastify asks a client to close only on calls that arrive once it is stopping. A call
  // already under way would leave its connection open for the keep-alive timeout (72 s) and
  // hold the close that long: once stopping, every answer closes its connection.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', async () => {
    stopping = true;
    // Only a node that serves has a balancer to drain from; a failed start closes at once.
    if (drainMs > 0 && app.server.listening)
      await new Promise((resolve) => setTimeout(resolve, drainMs));
  });
  return () => stopping;
}
