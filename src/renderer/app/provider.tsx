import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Provider as JotaiProvider } from 'jotai';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { NotificationProvider } from '../features/notifications/notification-provider';
import { theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <NotificationProvider>{children}</NotificationProvider>
        </MantineProvider>
      </JotaiProvider>
    </QueryClientProvider>
  );
}
