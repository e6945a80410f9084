import { Badge, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ADMIN_MESSAGES } from '../messages';

export type DataTab =
  'categories' | 'responseFormats' | 'options' | 'experienceTypes' | 'intentOptions';

const TILES: { tab: DataTab; label: string; value?: string }[] = [
  { tab: 'categories', label: 'Categories' },
  { tab: 'responseFormats', label: 'Response Formats' },
  { tab: 'options', label: 'Total Options', value: ADMIN_MESSAGES.comingSoon },
  { tab: 'experienceTypes', label: 'Experience Types' },
];

/** The four tiles over the tabs: Active for the tab in view, Available for the others. */
export function SummaryTiles({ active }: { active: DataTab }) {
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
      {TILES.map((tile) => (
        <Paper key={tile.tab} withBorder p="md" aria-label={tile.label} role="group">
          <Stack gap={4}>
            <Text size="sm" c="dimmed" fw={600}>
              {tile.label}
            </Text>
            {tile.value && (
              <Text size="lg" fw={700}>
                {tile.value}
              </Text>
            )}
            <Badge
              variant={tile.tab === active ? 'filled' : 'light'}
              color={tile.tab === active ? 'teal.9' : 'gray'}
            >
              {tile.tab === active ? 'Active' : 'Available'}
            </Badge>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
