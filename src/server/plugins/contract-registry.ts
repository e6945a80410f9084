import type { RouteDef } from '@shared/api/define';
import type { Implementation } from './contract-routes';

/** A handler, and the area whose module serves it. */
export interface ServedRoute {
  area: string;
  implementation: Implementation;
}

const describe = (route: RouteDef) => `${route.name} (${route.method} ${route.path})`;

/**
 * Method and path as the router tells routes apart: it ignores case and a trailing slash,
 * and two paths differing only in a parameter's name are one route.
 */
const routeKey = (route: RouteDef) =>
  `${route.method} ${route.path
    .toLowerCase()
    .replace(/:[^/]+/g, ':')
    .replace(/\/+$/, '')}`;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * Everything that keeps the served routes from being exactly the contract: a handler for a
 * route the contract does not list (or for a copy of a contract route rather than the route
 * itself), a route served more than once, a contract route nobody serves, two contract routes on one
 * method and path. Empty when the server serves the contract and nothing else.
 */
export function contractProblems(
  contract: readonly RouteDef[],
  served: readonly ServedRoute[],
): string[] {
  const problems: string[] = [];
  const listed = new Set(contract);
  const contractByKey = groupBy(contract, routeKey);
  const servedByKey = groupBy(served, ({ implementation }) => routeKey(implementation.route));

  for (const routes of contractByKey.values()) {
    if (routes.length > 1)
      problems.push(`Routes ${routes.map(describe).join(' and ')} share one method and path.`);
  }
  for (const { area, implementation } of served) {
    const { route } = implementation;
    if (listed.has(route)) continue;
    const twin = contractByKey.get(routeKey(route))?.[0];
    problems.push(
      twin
        ? `Route ${describe(route)}, served by the ${area} module, is a copy of the contract's ${describe(twin)}: implement the route object exported from src/shared/api.`
        : `Route ${describe(route)}, served by the ${area} module, is not in the contract: add it to src/shared/api/<area>.ts (listed in allRoutes) or remove its handler.`,
    );
  }
  for (const [key, handlers] of servedByKey) {
    if (handlers.length < 2) continue;
    const route = contractByKey.get(key)?.[0] ?? handlers[0]!.implementation.route;
    const areas = handlers.map(({ area }) => `the ${area} module`).join(' and ');
    problems.push(`Route ${describe(route)} is served more than once: by ${areas}.`);
  }
  for (const route of contract) {
    if (!servedByKey.has(routeKey(route)))
      problems.push(
        `Route ${describe(route)} is in the contract but no module serves it: implement it in src/server/modules/<area>/ and list the module in src/server/modules/index.ts.`,
      );
  }
  return problems;
}

/** Throws, naming every route at fault, unless the served routes are exactly the contract. */
export function assertServesContract(
  contract: readonly RouteDef[],
  served: readonly ServedRoute[],
): void {
  const problems = contractProblems(contract, served);
  if (problems.length === 0) return;
  throw new Error(
    `The server's routes do not match the contract:\n${problems.map((p) => `- ${p}`).join('\n')}`,
  );
}
