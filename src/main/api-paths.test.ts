import { describe, expect, it } from 'vitest';
import { isAdminApiPath, routedApiPath } from './api-paths';

describe('the routed form of an API path', () => {
  it.each([
    ['/api/notifications', '/api/notifications'],
    ['/api/Admin/SystemUsers', '/api/admin/systemusers'],
    ['/api/%61dmin/systemusers', '/api/admin/systemusers'],
    ['/api/%2561dmin/systemusers', '/api/admin/systemusers'],
    ['/api//admin//systemusers/', '/api/admin/systemusers'],
    ['/api/players/..%2fadmin/systemusers', '/api/admin/systemusers'],
    ['/api/players/%2e%2e/admin', '/api/admin'],
    ['/api/players\\..\\admin', '/api/admin'],
    ['/api/./admin;v=1/systemusers;x', '/api/admin/systemusers'],
    ['/api/../../../api/admin', '/api/admin'],
  ])('reads %s as %s', (pathname, routed) => {
    expect(routedApiPath(pathname)).toBe(routed);
  });

  it.each([
    '/api/admin%00/systemusers',
    '/api/admin%0a/systemusers',
    '/api/%zz',
    '/api/%25252525252561dmin',
  ])('gives up on %s, which no call of ours looks like', (pathname) => {
    expect(routedApiPath(pathname)).toBeNull();
  });
});

describe('the staff API', () => {
  it.each(['/api/admin', '/api/admin/login', '/api/admin/systemusers/1'])('includes %s', (path) =>
    expect(isAdminApiPath(path)).toBe(true),
  );

  it.each(['/api/administrator', '/api/players/admin', '/api', '/admin'])(
    'does not include %s',
    (path) => expect(isAdminApiPath(path)).toBe(false),
  );
});
