import type { Page } from '@playwright/test';
import {
  buildPath,
  type RouteBodyInput,
  type RouteDef,
  type RouteResponse,
} from '../../../src/shared/api/define';

/** The signed-in player's token, where the web app keeps it. */
export const tokenOf = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('token') ?? '');

/**
 * Calls one contract route as the page's signed-in player, over the page's own connection to
 * the server; fails unless the route answers with its success status.
 */
export async function callAsPlayer<R extends RouteDef>(
  page: Page,
  route: R,
  input: { params?: Record<string, string>; body?: RouteBodyInput<R> } = {},
): Promise<RouteResponse<R>> {
  const response = await page.request.fetch(buildPath(route.path, input.params), {
    method: route.method,
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    ...(input.body === undefined ? {} : { data: input.body }),
  });
  if (response.status() !== (route.successStatus ?? 200))
    throw new Error(`${route.name} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as RouteResponse<R>;
}
