import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppScreens } from '../../../src/renderer/app/app';
import { AppProvider } from '../../../src/renderer/app/provider';
import { ToastLayer } from '../../../src/renderer/app/toast-layer';
import { createQueryClient } from '../../../src/renderer/lib/query-client';
import type { NotificationSource } from '../../../src/renderer/platform/types';

/** Answers put in the cache before the first render, so those reads show without a server. */
type Seed = (queryClient: QueryClient) => void;

/** Stand-ins for what the platform brings: notifications from memory instead of the server. */
export interface RenderOptions {
  notifications?: NotificationSource;
}

/**
 * Renders through the app's own provider (src/renderer/app/provider.tsx) around a router in
 * memory at `initialPath`, with a fresh query cache so no test sees what another one loaded.
 */
function renderInApp(
  routes: RouteObject[],
  initialPath: string,
  seed?: Seed,
  options: RenderOptions = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const queryClient = createQueryClient();
  seed?.(queryClient);
  const utils = render(
    <AppProvider queryClient={queryClient} notifications={options.notifications}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...utils, router, queryClient };
}

/**
 * The whole app at `initialPath`: every screen of its screen table in its frame, the error
 * boundary and the paths the platform opens, exactly as src/renderer/app/app.tsx shows them.
 */
export function renderApp(initialPath = '/', seed?: Seed, options?: RenderOptions) {
  return renderInApp([{ path: '*', element: <AppScreens /> }], initialPath, seed, options);
}

/**
 * Screens (or a screen and stand-ins for where it leads) in the app's provider, below the
 * app's toast layer as the signed-in screens and admin tools are.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialPath = '/',
  seed?: Seed,
  options?: RenderOptions,
) {
  return renderInApp([{ element: <ToastLayer />, children: routes }], initialPath, seed, options);
}

/** One component in the app's provider, at any address. */
export function renderWithProviders(ui: ReactElement) {
  return renderRoutes([{ path: '*', element: ui }]);
}
