import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { queryClient as appQueryClient } from './query-client';
import { NotificationProvider } from '../features/notifications/notification-provider';
import type { NotificationSource } from '../platform/types';
import { colorSchemeManager } from '../lib/color-scheme';
import { theme } from './theme';

export interface AppProviderProps {
  children: ReactNode;
  /** The cache of server state: the app's one, unless a test starts each render afresh. */
  queryClient?: QueryClient;
  /** Where the notifications come from: the platform's, unless a test brings its own. */
  notifications?: NotificationSource;
}

/** Everything the screens rely on around them: server state, jotai, Mantine, notifications. */
export function AppProvider({
  children,
  queryClient = appQueryClient,
  notifications,
}: AppProviderProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        {/*
         * Follows the system until the person picks a theme on this device. The theme's CSS
         * variables are in the app's stylesheet already (./theme-variables.ts).
         */}
        <MantineProvider
          withCssVariables={false}
          theme={theme}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="auto"
        >
          <NotificationProvider source={notifications}>{children}</NotificationProvider>
        </MantineProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
