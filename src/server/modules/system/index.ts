import { defineModule } from '../define-module';
import { systemRoutes } from './routes';

/** The server's health (liveness, readiness), version and its API reference (OpenAPI document and browsable page). */
export const systemModule = defineModule('system', (deps) =>
  systemRoutes(deps.db, deps.version, deps.stopping),
);
