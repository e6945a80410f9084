import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider as JotaiProvider } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../../../src/renderer/app/theme';
import { NotificationProvider } from '../../../src/renderer/lib/notifications';

/**
 * Renders screens the way the app does: Mantine, jotai, the notifications (the platform's feed,
 * empty without a stored token) and a router at `initialPath`.
 */
export function renderRoutes(routes: RouteObject[], initialPath = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const utils = render(
    <JotaiProvider>
      <MantineProvider theme={theme}>
        <Notifications />
        <NotificationProvider>
          <RouterProvider router={router} />
        </NotificationProvider>
      </MantineProvider>
    </JotaiProvider>,
  );
  return { ...utils, router };
}

export function renderWithProviders(ui: ReactElement) {
  return renderRoutes([{ path: '*', element: ui }]);
}
