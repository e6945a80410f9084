import type { ReactNode } from 'react';
import { Card, Stack, Title } from '@mantine/core';

/**
 * A dashboard-style card: a region named by its heading, so screen readers can jump to it,
 * and busy while its content loads.
 */
export function SectionCard({
  id,
  title,
  busy = false,
  children,
}: {
  /** Prefix of the heading's id, unique on the page. */
  id: string;
  title: ReactNode;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby={`${id}-heading`}
      aria-busy={busy}
    >
      <Stack gap="md">
        <Title order={3} id={`${id}-heading`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
