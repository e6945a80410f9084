import { useState } from 'react';
import { Alert, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import * as admin from '@shared/api/admin';
import type { z } from 'zod';
import { adminCall } from '../admin-api';
import { fieldProps } from '../field-props';
import { ADMIN_MESSAGES, THINGS } from '../messages';
import { PAGE_SIZES } from '../pagination';
import { categoryNameOf } from './category-name';
import { ResourceTab } from './resource-tab';
import { useCategoryChoices } from './use-category-choices';

type ResponseFormat = z.infer<typeof admin.adminResponseFormat>;

interface ResponseFormatValues extends Record<string, unknown> {
  categoryId: string;
  label: string;
}

/** The Response Formats tab: the answer labels of each category. */
export function ResponseFormatsTab() {
  const [page, setPage] = useState(1);
  const categories = useCategoryChoices('data');
  const choices = categories.status === 'success' ? categories.data : [];
  const noCategories = categories.status === 'success' && choices.length === 0;

  return (
    <ResourceTab<ResponseFormat, ResponseFormatValues>
      thing={THINGS.responseFormat}
      loadWhat="data"
      emptyText="No response formats found"
      page={page}
      onPageChange={setPage}
      load={async (current, signal) => {
        const reply = await adminCall(admin.listResponseFormats, {
          query: { page: current, pageSize: PAGE_SIZES.dataTools },
          signal,
        });
        return { items: reply.responseFormats, pagination: reply.pagination };
      }}
      toolbar={
        noCategories && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            <Text size="sm">
              <strong>{ADMIN_MESSAGES.noCategories}:</strong> {ADMIN_MESSAGES.noCategoriesDetail}
            </Text>
          </Alert>
        )
      }
      addDisabled={categories.status === 'loading' || noCategories}
      columns={[
        { header: 'Label', cell: (format) => format.label },
        {
          header: 'Category',
          cell: (format) => categoryNameOf(format.categoryId, format.categoryName, choices),
        },
      ]}
      nameOf={(format) => format.label}
      valuesOf={(format) => ({
        categoryId: format?.categoryId ?? choices[0]?.id ?? '',
        label: format?.label ?? '',
      })}
      validate={(values) => ({
        categoryId: values.categoryId ? null : 'Category is required.',
        label: values.label.trim() ? null : 'Label is required.',
      })}
      save={(values, format) => {
        const body = { categoryId: values.categoryId, label: values.label.trim() };
        return format
          ? adminCall(admin.updateResponseFormat, { params: { id: format.id }, body })
          : adminCall(admin.createResponseFormat, { body });
      }}
      remove={(format) => adminCall(admin.deleteResponseFormat, { params: { id: format.id } })}
      fields={(form) => (
        <>
          <NativeSelect
            label="Category"
            required
            data={choices.map((category) => ({ value: category.id, label: category.name }))}
            {...fieldProps}
            {...form.getInputProps('categoryId')}
          />
          <TextInput
            label="Label"
            required
            data-autofocus
            {...fieldProps}
            {...form.getInputProps('label')}
          />
        </>
      )}
    />
  );
}
