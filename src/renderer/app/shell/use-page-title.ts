import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../route-handle';

function hasTitle(handle: unknown): handle is RouteHandle {
  return (
    typeof handle === 'object' &&
    handle !== null &&
    typeof (handle as { title?: unknown }).title === 'string'
  );
}

/** The deepest matched route's title; it also names the browser tab. */
export function usePageTitle(): string {
  const matches = useMatches();
  const title = matches.map((match) => match.handle).findLast(hasTitle)?.title;

  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Velvet` : 'Velvet';
    return () => {
      document.title = previous;
    };
  }, [title]);

  return title ?? 'Velvet';
}
