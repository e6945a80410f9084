import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { createMailer, type Mailer } from './mail/mailer';
import { createAccountsService } from './modules/accounts/service';
import { accountsRoutes } from './modules/accounts/routes';
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

  const accounts = createAccountsService({
    db,
    mailer,
    publicUrl: config.publicUrl,
    signToken: (claims) => app.signPlayerToken(claims),
    log: app.log,
  });

  registerContractRoutes(app, [
    ...systemRoutes(db, options.version ?? '0.0.0'),
    ...accountsRoutes(accounts),
  ]);
  await registerWebApp(app, config.webDist);
  return app;
}
