import type { ReactNode } from 'react';
import { Box, Button, Group, Paper, Stack, Table, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

export interface Column<T> {
  header: string;
  cell: (record: T) => ReactNode;
}

interface ResourceTableProps<T extends { id: string }> {
  records: T[];
  columns: Column<T>[];
  /** How a record is named to screen readers on its Edit and Delete buttons. */
  nameOf: (record: T) => string;
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
}

/**
 * One page of a data-tools list, each record with Edit and Delete. From the `sm` breakpoint up
 * it is a table; on a phone each record is a card of label and value pairs with its buttons
 * below, so nothing needs scrolling sideways.
 */
export function ResourceTable<T extends { id: string }>(props: ResourceTableProps<T>) {
  const theme = useMantineTheme();
  // Read at once rather than after the first paint, so a desktop never flashes the cards.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, undefined, {
    getInitialValueInEffect: false,
  });
  return wide ? <WideTable {...props} /> : <StackedRecords {...props} />;
}

function RecordActions<T extends { id: string }>({
  record,
  nameOf,
  onEdit,
  onDelete,
}: Omit<ResourceTableProps<T>, 'records' | 'columns'> & { record: T }) {
  const name = nameOf(record);
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="light" size="xs" aria-label={`Edit ${name}`} onClick={() => onEdit(record)}>
        Edit
      </Button>
      <Button
        variant="light"
        color="red"
        size="xs"
        aria-label={`Delete ${name}`}
        onClick={() => onDelete(record)}
      >
        Delete
      </Button>
    </Group>
  );
}

function WideTable<T extends { id: string }>({
  records,
  columns,
  ...actions
}: ResourceTableProps<T>) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(record)}</Table.Td>
              ))}
              <Table.Td>
                <RecordActions record={record} {...actions} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function StackedRecords<T extends { id: string }>({
  records,
  columns,
  ...actions
}: ResourceTableProps<T>) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {records.map((record) => (
        <Paper component="li" key={record.id} withBorder p="sm">
          <Stack gap="xs">
            <Box component="dl" m={0}>
              {columns.map((column) => (
                <Group key={column.header} gap="sm" wrap="nowrap" align="flex-start" py={4}>
                  <Text
                    component="dt"
                    size="xs"
                    c="dimmed"
                    fw={600}
                    w={96}
                    style={{ flexShrink: 0 }}
                  >
                    {column.header}
                  </Text>
                  <Box component="dd" m={0} miw={0} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {column.cell(record)}
                  </Box>
                </Group>
              ))}
            </Box>
            <RecordActions record={record} {...actions} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
