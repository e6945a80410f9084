import type { APIRequestContext, Page } from '@playwright/test';
import {
  buildPath,
  type RouteBodyInput,
  type RouteDef,
  type RouteResponse,
} from '../../../src/shared/api/define';

/** The signed-in player's token, where the web app keeps it. */
export const tokenOf = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('token') ?? '');

type RouteInput<R extends RouteDef> = { params?: Record<string, string>; body?: RouteBodyInput<R> };

/**
 * Calls one contract route over `request` (a page's or a context's connection to the server),
 * with `token` as the caller's when given; fails unless the route answers with its success
 * status.
 */
export async function callRouteOver<R extends RouteDef>(
  request: APIRequestContext,
  token: string | null,
  route: R,
  input: RouteInput<R> = {},
): Promise<RouteResponse<R>> {
  const response = await request.fetch(buildPath(route.path, input.params), {
    method: route.method,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(input.body === undefined ? {} : { data: input.body }),
  });
  if (response.status() !== (route.successStatus ?? 200))
    throw new Error(`${route.name} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as RouteResponse<R>;
}

/** Calls one contract route as the page's signed-in player, over the page's own connection. */
export async function callAsPlayer<R extends RouteDef>(
  page: Page,
  route: R,
  input: RouteInput<R> = {},
): Promise<RouteResponse<R>> {
  return callRouteOver(page.request, await tokenOf(page), route, input);
}
