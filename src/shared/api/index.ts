import * as accounts from './accounts';
import * as system from './system';
import type { RouteDef } from './define';

export { accounts, system };

function routesOf(area: Record<string, unknown>): RouteDef[] {
  return Object.values(area).filter(
    (value): value is RouteDef =>
      typeof value === 'object' &&
      value !== null &&
      'method' in value &&
      'path' in value &&
      'name' in value,
  );
}

/** Every route of the product. A route that is not listed here does not exist. */
export const allRoutes: readonly RouteDef[] = [...routesOf(system), ...routesOf(accounts)];
