import type { FastifyServerOptions } from 'fastify';

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
