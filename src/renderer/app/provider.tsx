import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { Provider as JotaiProvider } from 'jotai';
import { theme } from './theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider>
      <MantineProvider theme={theme} defaultColorScheme="light">
        <Notifications position="top-right" />
        {children}
      </MantineProvider>
    </JotaiProvider>
  );
}
