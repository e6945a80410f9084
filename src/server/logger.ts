import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/**
 * Structured JSON logs. Query strings are cut from logged URLs (a reset link carries its
 * token there) and credentials are redacted wherever they could appear.
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        '*.password',
        '*.newPassword',
        '*.token',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; routeOptions?: { url?: string } }) {
        return {
          method: request.method,
          url: request.url.split('?')[0],
          route: request.routeOptions?.url,
          ip: request.ip,
        };
      },
    },
  };
}

/** One debug line per answered request: method, route, status and time, never the query. */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    request.log.debug(
      {
        req: request,
        statusCode: reply.statusCode,
        responseTimeMs: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request completed',
    );
  });
}
