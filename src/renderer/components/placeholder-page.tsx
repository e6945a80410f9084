import { Card, Stack, Text, Title } from '@mantine/core';

/** An honest stand-in for a screen that is not part of Velvet yet. */
/** `order` 1 where the page has no other main heading (outside the signed-in shell). */
export function PlaceholderPage({ title, order = 2 }: { title: string; order?: 1 | 2 }) {
  return (
    <Card withBorder padding="xl" maw={640}>
      <Stack gap="xs">
        <Title order={order}>{title}</Title>
        <Text c="dimmed">
          This part of Velvet is not available yet. It is on its way in a coming release.
        </Text>
      </Stack>
    </Card>
  );
}
