import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider as JotaiProvider } from 'jotai';
import { NotificationProvider } from '../lib/notifications';
import { theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-right" />
        <NotificationProvider>{children}</NotificationProvider>
      </MantineProvider>
    </JotaiProvider>
  );
}
