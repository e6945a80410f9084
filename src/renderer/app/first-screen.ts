import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { LazyScreen } from './lazy-screen';

type Preloadable = Pick<LazyScreen<object>, 'preload'>;

const isPreloadable = (type: unknown): type is Preloadable =>
  typeof type === 'function' && typeof (type as Partial<Preloadable>).preload === 'function';

/**
 * Fetches the code of every lazy screen the address shows (its layouts too), and resolves once
 * all have arrived or failed. Rendering after it, the first screen shows whole, instead of a
 * loader replacing what the page's HTML painted (web/signed-in-prepaint.ts). A failed fetch does
 * not hold the app back: the screen shows its own error when it renders.
 */
export function loadFirstScreen(routes: RouteObject[], pathname: string): Promise<unknown> {
  const loads = (matchRoutes(routes, pathname) ?? []).flatMap(({ route }) =>
    isValidElement(route.element) && isPreloadable(route.element.type)
      ? [route.element.type.preload()]
      : [],
  );
  return Promise.allSettled(loads);
}
