import { Button, Center, Loader } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/**
 * Refresh beside a staff list's heading: the list loads again from scratch (the query's
 * `retry`), so a failure that comes back at once is shown afresh.
 */
export function RefreshButton({ onRefresh }: { onRefresh: () => void }) {
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconRefresh size={16} aria-hidden />}
      onClick={onRefresh}
    >
      Refresh
    </Button>
  );
}

/** A staff list's spinner, named for screen readers by what it loads. */
export const listLoading = (label: string) => (
  <Center py="lg">
    <Loader role="status" aria-label={label} />
  </Center>
);
