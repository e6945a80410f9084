import { sql } from 'drizzle-orm';
import { allRoutes } from '@shared/api';
import * as api from '@shared/api/system';
import type { Database } from '../../db/client';
import { readMigrationState } from '../../db/migration-state';
import { buildOpenApiDocument, renderApiReference } from '../../openapi';
import { implement, type Implementation } from '../../plugins/contract-routes';

export function systemRoutes(
  db: Database,
  version: string,
  stopping: () => boolean,
): Implementation[] {
  // Built once: the contract does not change while the server runs.
  const document = buildOpenApiDocument(allRoutes, { version });
  const referencePage = renderApiReference(document);
  return [
    implement(api.health, async ({ reply }) => {
      const up = await db.execute(sql`SELECT 1`).then(
        () => true,
        () => false,
      );
      if (!up) reply.code(503);
      return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' } as const;
    }),
    implement(api.liveness, async () => ({ status: 'ok' }) as const),
    implement(api.readiness, async ({ reply }) => {
      const state = await readMigrationState(db);
      const isStopping = stopping();
      const ready = !isStopping && state.database === 'up' && state.migrations === 'done';
      // A balancer reads the status alone; the body says which check failed.
      if (!ready) reply.code(503);
      return { ready, ...state, stopping: isStopping };
    }),
    implement(api.version, async () => ({ name: 'Velvet', version })),
    implement(api.openApiDocument, async () => document),
    implement(api.apiDocs, async ({ reply }) => {
      // A string with a non-JSON type is sent as it is, not JSON-quoted by the serializer.
      reply.type(`${api.HTML_MEDIA_TYPE}; charset=utf-8`);
      return referencePage;
    }),
  ];
}
