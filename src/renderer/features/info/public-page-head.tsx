import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { publicPageHeadAt } from './public-page-heads';

/**
 * Gives the public page shown its own tab title and description: the page's HTML carries them
 * when it is loaded directly, and this keeps them right when a visitor moves between pages.
 */
export function PublicPageHead() {
  const { pathname } = useLocation();
  useEffect(() => {
    const head = publicPageHeadAt(pathname);
    if (!head) return;
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description);
  }, [pathname]);
  return <Outlet />;
}
