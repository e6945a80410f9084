import type { ReactNode } from 'react';
import { Button, Group, Table } from '@mantine/core';

export interface Column<T> {
  header: string;
  cell: (record: T) => ReactNode;
}

interface ResourceTableProps<T extends { id: string }> {
  records: T[];
  columns: Column<T>[];
  onEdit: (record: T) => void;
  onDelete: (record: T) => void;
}

/** One page of a data-tools list, each row with Edit and Delete. */
export function ResourceTable<T extends { id: string }>({
  records,
  columns,
  onEdit,
  onDelete,
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
                <Group gap="xs" wrap="nowrap">
                  <Button variant="light" size="xs" onClick={() => onEdit(record)}>
                    Edit
                  </Button>
                  <Button variant="light" color="red" size="xs" onClick={() => onDelete(record)}>
                    Delete
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
