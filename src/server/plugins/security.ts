import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

interface SecurityOptions {
  /** Origins allowed to call the API from a browser, besides the app's own. */
  allowedOrigins: string[];
  authRateLimit: number;
}

async function securityPlugin(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables and positions through inline styles.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // The service worker (/sw.js) is a same-origin script.
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, {
    origin: (origin, callback) => {
      // Same-origin requests and non-browser clients send no Origin header.
      if (!origin || options.allowedOrigins.includes(origin)) return callback(null, true);
      return callback(null, false);
    },
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', 'If-None-Match'],
    exposedHeaders: ['ETag'],
  });
  // Only routes with a rate-limit group in the contract are limited (see contract-routes.ts);
  // authentication routes share one budget, so guessing across login and reset costs the same.
  await app.register(rateLimit, {
    global: false,
    max: options.authRateLimit,
    timeWindow: '1 minute',
  });
}

export default fp(securityPlugin, { name: 'velvet-security' });
