import { ACCESS_LEVELS, AdminRole } from '@shared/api/define';

const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]);

/**
 * What is wrong with a route's access declaration, or null when it is sound. Takes `unknown`
 * because the walk must catch routes that slipped into allRoutes without satisfying RouteDef.
 */
export function accessProblem(route: unknown): string | null {
  if (!route || typeof route !== 'object') return 'is not a route object';
  const { access, path, params } = route as { access?: unknown; path?: unknown; params?: unknown };
  if (!access || typeof access !== 'object') return 'declares no access level';
  const { level, param, minRole } = access as {
    level?: unknown;
    param?: unknown;
    minRole?: unknown;
  };
  if (!ACCESS_LEVELS.includes(level as (typeof ACCESS_LEVELS)[number]))
    return `declares unknown access level ${JSON.stringify(level)}`;
  if (level === 'self' || level === 'selfOrPartner' || level === 'couple') {
    if (typeof param !== 'string' || param === '') return `${level} access names no parameter`;
    if (typeof path !== 'string' || !pathParams(path).includes(param))
      return `${level} access names "${param}", which is not a parameter of its path`;
    const shape = (params as { shape?: Record<string, unknown> } | undefined)?.shape;
    if (!shape || !(param in shape))
      return `${level} access names "${param}", which its params schema does not validate`;
  }
  if (level === 'admin' && !Object.values(AdminRole).includes(minRole as AdminRole))
    return `admin access has an unknown minRole ${JSON.stringify(minRole)}`;
  return null;
}
