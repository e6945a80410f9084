import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { followOpenPaths } from './open-paths';
import { AppProvider } from './provider';
import type { AppRouter } from './router';

/** The app around `router`, made before the first render (../main.tsx). */
export function App({ router }: { router: AppRouter }) {
  useEffect(() => followOpenPaths(router), [router]);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
