import { Card, Stack, Text, Title } from '@mantine/core';

/** An honest stand-in for a screen that is not part of Velvet yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Card withBorder padding="xl" maw={640}>
      <Stack gap="xs">
        <Title order={2}>{title}</Title>
        <Text c="dimmed">
          This part of Velvet is not available yet. It is on its way in a coming release.
        </Text>
      </Stack>
    </Card>
  );
}
