import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageTitleAt } from './page-titles';
import { routes } from './router';
import { screens } from './screens';

/** The pages the signed-in shell frames: the children of its layout route. */
function signedInPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => {
    const element = route.element as { type?: unknown } | undefined;
    if (element?.type === screens.SignedInLayout)
      return (route.children ?? []).map((child) => child.path ?? '');
    return signedInPaths(route.children ?? []);
  });
}

describe('the signed-in pages’ titles', () => {
  it('name every page the signed-in shell frames', () => {
    const pagePaths = signedInPaths(routes);
    expect(pagePaths.length).toBeGreaterThan(10);
    for (const path of pagePaths) expect(pageTitleAt(path), path).toEqual(expect.any(String));
  });

  it('match an address as the router does, whatever its case or trailing slash', () => {
    expect(pageTitleAt('/dashboard')).toBe('Dashboard');
    expect(pageTitleAt('/Dashboard/')).toBe('Dashboard');
    expect(pageTitleAt('/coach')).toBe('Velvet Coach');
    expect(pageTitleAt('/login')).toBeUndefined();
  });
});
