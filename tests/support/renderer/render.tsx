import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { cssVariablesResolver, theme } from '../../../src/renderer/app/theme';
import { colorSchemeManager } from '../../../src/renderer/lib/color-scheme';
import { NotificationProvider } from '../../../src/renderer/features/notifications/notification-provider';
import { createQueryClient } from '../../../src/renderer/lib/query-client';

/**
 * Renders screens the way the app does: a fresh query cache, Mantine (with the theme this device
 * keeps), jotai, the notifications (the platform's feed, empty without a stored token) and a
 * router at `initialPath`.
 */
export function renderRoutes(
  routes: RouteObject[],
  initialPath = '/',
  /** Answers put in the cache before the first render, so those reads show without a server. */
  seed?: (queryClient: QueryClient) => void,
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  // A cache of its own per render, so no test sees what another one loaded.
  const queryClient = createQueryClient();
  seed?.(queryClient);
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="auto"
        >
          <Notifications />
          <NotificationProvider>
            <RouterProvider router={router} />
          </NotificationProvider>
        </MantineProvider>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

export function renderWithProviders(ui: ReactElement) {
  return renderRoutes([{ path: '*', element: ui }]);
}
