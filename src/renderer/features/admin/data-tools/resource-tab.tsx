import { useEffect, useState, type ReactNode } from 'react';
import { Button, Center, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { failureReason } from '../admin-api';
import { dataToolsMessages, type SaveAction, type Thing } from '../messages';
import type { Pagination } from '../pagination';
import { Pager } from '../pager';
import { useAdminLoad } from '../use-admin-load';
import { DeleteModal } from './delete-modal';
import { showToast } from './toast';

export interface Column<T> {
  header: string;
  cell: (record: T) => ReactNode;
}

export interface ResourcePage<T> {
  items: T[];
  pagination: Pagination;
}

export interface ResourceTabProps<T extends { id: string }, V extends Record<string, unknown>> {
  thing: Thing;
  /** Names the list in its failure toast: 'Failed to load {loadWhat}: {reason}'. */
  loadWhat: string;
  emptyText: string;
  /** Anything besides the page that changes what is listed (a filter). */
  listKey?: string;
  page: number;
  onPageChange: (page: number) => void;
  load: (page: number, signal: AbortSignal) => Promise<ResourcePage<T>>;
  columns: Column<T>[];
  /** How a record is named in the delete question. */
  nameOf: (record: T) => string;
  /** The form's values: a record's for Edit, the defaults (`null`) for Create. */
  valuesOf: (record: T | null) => V;
  validate: (values: V) => FormErrors;
  save: (values: V, record: T | null) => Promise<unknown>;
  remove: (record: T) => Promise<unknown>;
  /** The modal's fields. */
  fields: (form: UseFormReturnType<V>) => ReactNode;
  /** Shown above the list: a filter, a warning. */
  toolbar?: ReactNode;
  addDisabled?: boolean;
}

interface EditorState<T> {
  opened: boolean;
  record: T | null;
  /** A fresh form each time the modal opens. */
  key: number;
}

/** One data-tools tab: the list with Edit and Delete, Add, the Create/Edit modal and paging. */
export function ResourceTab<T extends { id: string }, V extends Record<string, unknown>>(
  props: ResourceTabProps<T, V>,
) {
  const { thing, page, onPageChange } = props;
  const list = useAdminLoad(
    `${props.listKey ?? ''}|${page}`,
    (signal) => props.load(page, signal),
    (error) =>
      showToast('error', dataToolsMessages.loadFailed(props.loadWhat, failureReason(error))),
  );
  const [editor, setEditor] = useState<EditorState<T>>({ opened: false, record: null, key: 0 });
  const [deleting, setDeleting] = useState<{ opened: boolean; record: T | null }>({
    opened: false,
    record: null,
  });

  // Deleting the last record of the last page leaves an empty page behind: step back.
  const emptyPastEnd =
    list.status === 'success' && list.data.items.length === 0 && page > 1 ? list.data : null;
  useEffect(() => {
    if (emptyPastEnd) onPageChange(Math.max(1, emptyPastEnd.pagination.totalPages));
  }, [emptyPastEnd, onPageChange]);

  const openEditor = (record: T | null) =>
    setEditor((current) => ({ opened: true, record, key: current.key + 1 }));
  const closeEditor = () => setEditor((current) => ({ ...current, opened: false }));
  const closeDelete = () => setDeleting((current) => ({ ...current, opened: false }));

  async function save(values: V) {
    const action: SaveAction = editor.record ? 'update' : 'create';
    try {
      await props.save(values, editor.record);
    } catch (error) {
      showToast('error', dataToolsMessages.saveFailed(action, thing, failureReason(error)));
      return;
    }
    showToast('success', dataToolsMessages.saved(action, thing));
    closeEditor();
    list.reload();
  }

  async function confirmDelete() {
    if (!deleting.record) return;
    try {
      await props.remove(deleting.record);
    } catch (error) {
      showToast('error', dataToolsMessages.deleteFailed(thing, failureReason(error)));
      return;
    }
    showToast('success', dataToolsMessages.deleted(thing));
    closeDelete();
    list.reload();
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">{props.toolbar}</Group>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={props.addDisabled}
          onClick={() => openEditor(null)}
        >
          Add {thing.title}
        </Button>
      </Group>

      {list.status === 'loading' && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading" />
        </Center>
      )}
      {list.status === 'error' && (
        <Group justify="center" py="lg" gap="sm">
          <Text c="dimmed">The list could not be loaded.</Text>
          <Button variant="default" size="xs" onClick={list.reload}>
            Retry
          </Button>
        </Group>
      )}
      {list.status === 'success' && list.data.items.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {props.emptyText}
        </Text>
      )}
      {list.status === 'success' && list.data.items.length > 0 && (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  {props.columns.map((column) => (
                    <Table.Th key={column.header}>{column.header}</Table.Th>
                  ))}
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.items.map((record) => (
                  <Table.Tr key={record.id}>
                    {props.columns.map((column) => (
                      <Table.Td key={column.header}>{column.cell(record)}</Table.Td>
                    ))}
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button variant="light" size="xs" onClick={() => openEditor(record)}>
                          Edit
                        </Button>
                        <Button
                          variant="light"
                          color="red"
                          size="xs"
                          onClick={() => setDeleting({ opened: true, record })}
                        >
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pager pagination={list.data.pagination} onPageChange={onPageChange} />
        </>
      )}

      <Modal
        opened={editor.opened}
        onClose={closeEditor}
        title={`${editor.record ? 'Edit' : 'Create'} ${thing.title}`}
        centered
      >
        <RecordForm
          key={editor.key}
          initialValues={props.valuesOf(editor.record)}
          validate={props.validate}
          fields={props.fields}
          submitLabel={editor.record ? 'Update' : 'Create'}
          onSubmit={save}
          onCancel={closeEditor}
        />
      </Modal>
      <DeleteModal
        opened={deleting.opened}
        title={`Delete ${thing.title}`}
        question={dataToolsMessages.confirmDelete(
          thing,
          deleting.record ? props.nameOf(deleting.record) : '',
        )}
        onConfirm={confirmDelete}
        onClose={closeDelete}
      />
    </Stack>
  );
}

interface RecordFormProps<V extends Record<string, unknown>> {
  initialValues: V;
  validate: (values: V) => FormErrors;
  fields: (form: UseFormReturnType<V>) => ReactNode;
  submitLabel: string;
  onSubmit: (values: V) => Promise<void>;
  onCancel: () => void;
}

function RecordForm<V extends Record<string, unknown>>({
  initialValues,
  validate,
  fields,
  submitLabel,
  onSubmit,
  onCancel,
}: RecordFormProps<V>) {
  const form = useForm<V>({ initialValues, validate });
  return (
    <form noValidate onSubmit={form.onSubmit(onSubmit)}>
      <Stack gap="md">
        {fields(form)}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
