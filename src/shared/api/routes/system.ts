import { access, describeRoute } from '../define';

export const health = describeRoute({
  name: 'system.health',
  method: 'GET',
  path: '/api/health',
  access: access.public,
});

/** Whether the process answers at all: a balancer or supervisor restarts a node that does not. */
export const liveness = describeRoute({
  name: 'system.liveness',
  method: 'GET',
  path: '/api/health/live',
  access: access.public,
});

/** Whether this node should be sent requests: migrated, its database reachable, not stopping. */
export const readiness = describeRoute({
  name: 'system.readiness',
  method: 'GET',
  path: '/api/health/ready',
  access: access.public,
});

export const version = describeRoute({
  name: 'system.version',
  method: 'GET',
  path: '/api/version',
  access: access.public,
});

export const openApiDocument = describeRoute({
  name: 'system.openApiDocument',
  method: 'GET',
  path: '/api/openapi.json',
  access: access.public,
});

export const apiDocs = describeRoute({
  name: 'system.apiDocs',
  method: 'GET',
  path: '/api/docs',
  access: access.public,
});
