import { describe, expect, it } from 'vitest';
import { navItems } from './navigation';
import { pageTitleAt } from './page-titles';
import { screenTable } from './screen-table';

describe('the screen table', () => {
  it('names every page the signed-in shell frames, and no other', () => {
    const signedIn = screenTable.filter((row) => row.frame === 'signed-in');
    expect(signedIn.length).toBeGreaterThan(10);
    for (const { path } of signedIn) expect(pageTitleAt(path), path).toEqual(expect.any(String));
    for (const { path } of screenTable.filter((row) => row.frame !== 'signed-in'))
      expect(pageTitleAt(path), path).toBeUndefined();
  });

  it('matches an address as the router does, whatever its case or trailing slash', () => {
    expect(pageTitleAt('/dashboard')).toBe('Dashboard');
    expect(pageTitleAt('/Dashboard/')).toBe('Dashboard');
    expect(pageTitleAt('/coach')).toBe('Velvet Coach');
    expect(pageTitleAt('/login')).toBeUndefined();
  });

  it('gives the sidebar its links in order, the coach lit on its alias too', () => {
    expect(navItems.map(({ label, href }) => [label, href])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Survey', '/survey'],
      ['Preferences', '/playerIntent'],
      ['Adventures', '/adventures'],
      ['Velvet Coach', '/velvet-coach'],
      ['Dares', '/dares'],
      ['Badges', '/badges'],
    ]);
    expect(navItems.find((item) => item.label === 'Velvet Coach')?.matches).toEqual([
      '/velvet-coach',
      '/coach',
    ]);
  });

  it('lists each address once', () => {
    const addresses = screenTable.map((row) => row.path.toLowerCase());
    expect(new Set(addresses).size).toBe(addresses.length);
  });
});
