import { access, describeRoute } from '../define';

export const health = describeRoute({
  name: 'system.health',
  method: 'GET',
  path: '/api/health',
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
