import { useState, type ReactNode } from 'react';
import { Button, Center, Group, Loader, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { QueryState, type QueryStateProps } from '../../components/query-state';

/**
 * A staff list with Refresh beside its heading: a spinner while the list loads, then the list
 * or the failure with Retry.
 */
export function RefreshableQuery<T>({
  heading,
  query,
  errorTitle,
  loadingLabel,
  children,
}: {
  /** What stands to the left of Refresh: the list's title or a line about it. */
  heading: ReactNode;
  query: QueryStateProps<T>['query'];
  errorTitle: string;
  /** What the spinner says to screen readers. */
  loadingLabel: string;
  children: (data: T) => ReactNode;
}) {
  // Refresh starts the list over, so a failure that comes back at once is shown afresh.
  const [refreshes, setRefreshes] = useState(0);
  return (
    <Stack gap="md">
      <Group justify="space-between">
        {heading}
        <Button
          variant="default"
          size="sm"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => {
            setRefreshes((n) => n + 1);
            query.retry();
          }}
        >
          Refresh
        </Button>
      </Group>
      <QueryState
        key={refreshes}
        query={query}
        errorTitle={errorTitle}
        loading={
          <Center py="lg">
            <Loader role="status" aria-label={loadingLabel} />
          </Center>
        }
      >
        {children}
      </QueryState>
    </Stack>
  );
}
