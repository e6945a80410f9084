import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type pg from 'pg';
import { createMailer, type Mailer } from './mail/mailer';
import { createAccountsService } from './modules/accounts/service';
import { accountsRoutes } from './modules/accounts/routes';
import { bootstrapSuperAdmin } from './modules/admin/bootstrap';
import { adminRoutes } from './modules/admin/routes';
import { couplesRoutes } from './modules/couples/routes';
import type { ModuleDeps } from './modules/deps';
import { createNotifier } from './modules/notifications/notifier';
import { PlayerChangeCache } from './modules/notifications/player-changes';
import { notificationsRoutes } from './modules/notifications/routes';
import { createNotificationsService } from './modules/notifications/service';
import { settingsRoutes } from './modules/settings/routes';
import { subscriptionRoutes } from './modules/subscription/routes';
import { surveyRoutes } from './modules/survey/routes';
import { resultsRoutes } from './modules/results/routes';
import { seedCatalogue } from './db/seed/seed-catalogue';
import { createContentEngine } from './content/create-engine';
import { systemRoutes } from './modules/system/routes';
import authPlugin from './plugins/auth';
import { registerContractRoutes } from './plugins/contract-routes';
import { registerErrorHandler } from './plugins/errors';
import securityPlugin from './plugins/security';
import { registerWebApp } from './plugins/web-app';
import { loggerOptions } from './logger';

export interface AppOptions {
  config: Config;
  db: Database;
  /** The pool behind `db`; one connection of it listens for changes made by other nodes. */
  pool: pg.Pool;
  jwtSecret: string;
  version?: string;
  /** Defaults to the logger options for the configured level; tests pass false. */
  logger?: boolean | FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const app = Fastify({
    ...(options.logger === undefined
      ? { logger: loggerOptions(config.logLevel) }
      : typeof options.logger === 'boolean'
        ? { logger: options.logger }
        : { loggerInstance: options.logger }),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    bodyLimit: 256 * 1024,
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const ownOrigins = [
    config.publicUrl,
    `http://localhost:${config.port}`,
    `http://127.0.0.1:${config.port}`,
  ];
  await app.register(securityPlugin, {
    allowedOrigins: ownOrigins,
    authRateLimit: config.authRateLimit,
  });
  await app.register(authPlugin, {
    secret: options.jwtSecret,
    tokenTtlSeconds: config.tokenTtlSeconds,
    db,
  });

  const mailer = createMailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

  await seedCatalogue(db);
  await bootstrapSuperAdmin(db, config.bootstrapAdmin, app.log);
  const deps: ModuleDeps = {
    db,
    content: createContentEngine(config, app.log),
    mailer,
    notifier: createNotifier({ mailer, publicUrl: config.publicUrl }),
    publicUrl: config.publicUrl,
    signToken: (claims) => app.signPlayerToken(claims),
    log: app.log,
  };
  const notifications = createNotificationsService(db);
  const playerChanges = new PlayerChangeCache(
    options.pool,
    (playerId) => notifications.readChangeState(playerId),
    app.log,
  );
  app.addHook('onReady', async () => {
    await playerChanges.start();
    // Emails a previous run enqueued but did not get to send.
    void mailer.deliverPending().catch(() => undefined);
  });
  app.addHook('onClose', async () => playerChanges.stop());

  registerContractRoutes(app, [
    ...systemRoutes(db, options.version ?? '0.0.0'),
    ...accountsRoutes(createAccountsService(deps)),
    ...couplesRoutes(deps),
    ...settingsRoutes(deps),
    ...subscriptionRoutes(deps),
    ...notificationsRoutes(notifications, playerChanges),
    ...surveyRoutes(deps),
    ...resultsRoutes(deps),
    ...adminRoutes(deps),
  ]);
  await registerWebApp(app, config.webDist);
  return app;
}
