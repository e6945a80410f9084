import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';

/** The signed-in page's title; it also names the browser tab. */
export function usePageTitle(titleAt: (pathname: string) => string | undefined): string {
  const { pathname } = useLocation();
  const title = useMemo(() => titleAt(pathname), [titleAt, pathname]);

  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Velvet` : 'Velvet';
    return () => {
      document.title = previous;
    };
  }, [title]);

  return title ?? 'Velvet';
}
