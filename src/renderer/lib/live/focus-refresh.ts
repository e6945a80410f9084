import { focusManager } from '@tanstack/react-query';

/**
 * Reads refresh when the window regains focus (refetchOnWindowFocus, lib/query-client.ts): a
 * player coming back to Velvet sees what changed even if the live stream was cut meanwhile.
 * TanStack Query listens for the tab becoming visible; a desktop window brought forward from
 * behind another stays visible all along, so its `focus` counts too.
 */
export function refreshOnWindowFocus() {
  focusManager.setEventListener((setFocused) => {
    const onVisibility = () => setFocused(document.visibilityState === 'visible');
    const onFocus = () => setFocused(true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
    };
  });
}
