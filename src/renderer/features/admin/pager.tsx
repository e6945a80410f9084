import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { paginationText, type Pagination } from './pagination';

/** Previous and Next under a list, shown only when it has more than one page. */
export function Pager({
  pagination,
  onPageChange,
}: {
  pagination: Pagination;
  onPageChange: (page: number) => void;
}) {
  if (pagination.totalPages <= 1) return null;
  const { page, totalPages } = pagination;
  const text = paginationText(pagination);
  return (
    <Group justify="space-between" gap="sm" component="nav" aria-label="Pagination">
      <Text size="sm" c="dimmed">
        {text.range}
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} aria-hidden />}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          Previous
        </Button>
        <Text size="sm">{text.pageOf}</Text>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} aria-hidden />}
          disabled={page >= totalPages}
          onClick={() => onPageChange(page + 1)}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
