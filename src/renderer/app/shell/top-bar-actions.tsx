import type { ReactNode } from 'react';
import { Group } from '@mantine/core';

/**
 * The top bar's right-hand controls. The notification bell joins the avatar menu here when the
 * notifications feature lands; the shell passes it in as a child.
 */
export function TopBarActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" data-slot="top-bar-actions">
      {children}
    </Group>
  );
}
