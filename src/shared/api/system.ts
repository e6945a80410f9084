import { z } from 'zod';
import { access, defineRoute } from './define';

export const health = defineRoute({
  name: 'system.health',
  method: 'GET',
  path: '/api/health',
  access: access.public,
  response: z.object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['up', 'down']),
  }),
});

export const version = defineRoute({
  name: 'system.version',
  method: 'GET',
  path: '/api/version',
  access: access.public,
  response: z.object({ name: z.string(), version: z.string() }),
});
