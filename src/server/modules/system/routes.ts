import { sql } from 'drizzle-orm';
import * as api from '@shared/api/system';
import type { Database } from '../../db/client';
import { implement } from '../../plugins/contract-routes';

export function systemRoutes(db: Database, version: string) {
  return [
    implement(api.health, async ({ reply }) => {
      const up = await db.execute(sql`SELECT 1`).then(
        () => true,
        () => false,
      );
      if (!up) reply.code(503);
      return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' } as const;
    }),
    implement(api.version, async () => ({ name: 'Velvet', version })),
  ];
}
