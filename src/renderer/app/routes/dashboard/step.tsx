import type { ReactNode } from 'react';
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';

interface StepProps {
  icon: ReactNode;
  title: string;
  status?: ReactNode;
  children: ReactNode;
  /** What to do about the step; none while it waits on someone else. */
  action?: ReactNode;
}

/** One titled (h4) step of a dashboard card: icon, text and an action when there is one. */
export function Step({ icon, title, status, children, action }: StepProps) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Title order={4}>{title}</Title>
          {status}
        </Group>
        <Text size="sm" c="dimmed" component="div">
          {children}
        </Text>
        {action && <div>{action}</div>}
      </Stack>
    </Group>
  );
}
