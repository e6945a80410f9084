import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { pageTitleAt } from '../page-titles';

/** The signed-in page's title; it also names the browser tab. */
export function usePageTitle(): string {
  const { pathname } = useLocation();
  const title = useMemo(() => pageTitleAt(pathname), [pathname]);

  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · Velvet` : 'Velvet';
    return () => {
      document.title = previous;
    };
  }, [title]);

  return title ?? 'Velvet';
}
