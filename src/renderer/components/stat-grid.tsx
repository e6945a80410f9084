import type { ReactNode } from 'react';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';

/**
 * How large a grid's figures are. The placeholder's tiles are as tall as the real ones at
 * that size, so nothing moves when the figures arrive.
 */
const SIZES = {
  sm: { valueFz: 20, tileHeight: 58 },
  md: { valueFz: 22, tileHeight: 62 },
} as const;

export type StatSize = keyof typeof SIZES;

/** Two columns of figures, read as a list of terms and values. */
export function StatGrid({ children }: { children: ReactNode }) {
  return (
    <SimpleGrid cols={2} spacing="xs" component="dl" m={0}>
      {children}
    </SimpleGrid>
  );
}

/** One figure of a StatGrid: what it counts, then the value. Long names wrap. */
export function StatTile({
  label,
  value,
  size,
}: {
  label: string;
  value: ReactNode;
  size: StatSize;
}) {
  return (
    <Paper withBorder radius="md" p="xs" ta="center">
      <Text component="dt" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {label}
      </Text>
      <Text component="dd" fz={SIZES[size].valueFz} fw={700} lh={1.3} m={0}>
        {value}
      </Text>
    </Paper>
  );
}

/** A StatGrid's place while its figures load: four blank tiles, hidden from screen readers. */
export function StatGridPlaceholder({ size }: { size: StatSize }) {
  return (
    <SimpleGrid cols={2} spacing="xs" aria-hidden>
      {[0, 1, 2, 3].map((n) => (
        <Skeleton key={n} height={SIZES[size].tileHeight} radius="md" />
      ))}
    </SimpleGrid>
  );
}
