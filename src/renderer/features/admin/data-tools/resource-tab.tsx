import { useEffect, useState, type ReactNode } from 'react';
import { Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import type { RetryableQuery } from '../../../lib/route-query';
import { failureReason } from '../admin-api';
import { dataToolsMessages, type SaveAction, type Thing } from '../messages';
import type { Pagination } from '../pagination';
import { Pager } from '../pager';
import { DeleteModal } from './delete-modal';
import { RecordForm } from './record-form';
import { ResourceTable, type Column } from './resource-table';
import { showToast } from './toast';
import { useFailureToast } from './use-failure-toast';

export type { Column };

export interface ResourceTabProps<
  T extends { id: string },
  V extends Record<string, unknown>,
  R extends { pagination: Pagination },
> {
  thing: Thing;
  /** Names the list in its failure toast: 'Failed to load {loadWhat}: {reason}'. */
  loadWhat: string;
  emptyText: string;
  page: number;
  onPageChange: (page: number) => void;
  /** The read of the current page (and filter). */
  list: RetryableQuery<R>;
  itemsOf: (reply: R) => T[];
  columns: Column<T>[];
  /** How a record is named in the delete question and on its buttons. */
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
export function ResourceTab<
  T extends { id: string },
  V extends Record<string, unknown>,
  R extends { pagination: Pagination },
>(props: ResourceTabProps<T, V, R>) {
  const { thing, page, onPageChange, list } = props;
  useFailureToast(list, props.loadWhat);
  const [editor, setEditor] = useState<EditorState<T>>({ opened: false, record: null, key: 0 });
  const [deleting, setDeleting] = useState<{ opened: boolean; record: T | null }>({
    opened: false,
    record: null,
  });

  const items = list.status === 'success' ? props.itemsOf(list.data) : null;
  // Deleting the last record of the last page leaves an empty page behind: step back.
  const emptyPastEnd = list.status === 'success' && items?.length === 0 && page > 1;
  const lastPage = list.status === 'success' ? Math.max(1, list.data.pagination.totalPages) : 1;
  useEffect(() => {
    if (emptyPastEnd) onPageChange(lastPage);
  }, [emptyPastEnd, lastPage, onPageChange]);

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

      {list.status === 'pending' && (
        <Center py="xl">
          <Loader role="status" aria-label="Loading" />
        </Center>
      )}
      {list.status === 'error' && (
        <Group justify="center" py="lg" gap="sm">
          <Text c="dimmed">The list could not be loaded.</Text>
          <Button variant="default" size="xs" onClick={list.retry}>
            Retry
          </Button>
        </Group>
      )}
      {items?.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {props.emptyText}
        </Text>
      )}
      {list.status === 'success' && items && items.length > 0 && (
        <>
          <ResourceTable
            records={items}
            columns={props.columns}
            nameOf={props.nameOf}
            onEdit={openEditor}
            onDelete={(record) => setDeleting({ opened: true, record })}
          />
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
