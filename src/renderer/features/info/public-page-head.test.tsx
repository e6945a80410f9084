import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../../tests/support/renderer/render';
import { PublicPageHead } from './public-page-head';
import { publicPageHeadAt } from './public-page-heads';

const description = () =>
  document.querySelector('meta[name="description"]')?.getAttribute('content');

describe('PublicPageHead', () => {
  beforeEach(() => {
    // What index.html carries, as the page loaded first left it.
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'Velvet: play deeper. Love bolder.';
    document.head.append(meta);
    document.title = 'Velvet';
  });
  afterEach(() => document.head.querySelector('meta[name="description"]')?.remove());

  it('gives each public page its own title and description as the visitor moves between them', async () => {
    const { router } = renderRoutes([
      {
        element: <PublicPageHead />,
        children: ['/', '/login', '/privacy', '/reset-password'].map((path) => ({
          path,
          element: <p>{path}</p>,
        })),
      },
    ]);
    const landing = publicPageHeadAt('/')!;
    expect(document.title).toBe(landing.title);
    expect(description()).toBe(landing.description);

    await act(() => router.navigate('/login'));
    expect(document.title).toBe('Sign in · Velvet');
    expect(description()).toBe(publicPageHeadAt('/login')!.description);

    await act(() => router.navigate('/privacy'));
    expect(document.title).toBe('Privacy · Velvet');

    // A page without an entry (a one-off link target) keeps what was there.
    await act(() => router.navigate('/reset-password'));
    expect(document.title).toBe('Privacy · Velvet');
  });

  it('names every public page differently, each description long enough to describe it', () => {
    const titles = [
      '/',
      '/login',
      '/register',
      '/features',
      '/about',
      '/blog',
      '/contact',
      '/pricing',
      '/privacy',
      '/terms',
      '/security',
    ].map((path) => publicPageHeadAt(path)?.title);
    expect(titles).not.toContain(undefined);
    expect(new Set(titles).size).toBe(titles.length);
    for (const path of ['/', '/login', '/register']) {
      expect(publicPageHeadAt(path)!.description.length).toBeGreaterThan(50);
    }
  });
});
