import { useState } from 'react';
import { Badge, NativeSelect, TextInput } from '@mantine/core';
import * as admin from '@shared/api/admin';
import { CATEGORY_TYPES, type CategoryType } from '@shared/domain/survey';
import type { z } from 'zod';
import { adminCall } from '../admin-api';
import { fieldProps } from '../field-props';
import { THINGS } from '../messages';
import { PAGE_SIZES } from '../pagination';
import { ResourceTab, type Column } from './resource-tab';

type Category = z.infer<typeof admin.adminCategory>;

interface CategoryValues extends Record<string, unknown> {
  name: string;
  type: CategoryType | '';
}

export const CATEGORY_TYPE_LABELS: Record<CategoryType, string> = {
  yes_no_maybe: 'Yes / No / Maybe',
  feelings_scale: 'Feelings Scale',
  multiple_choice: 'Multiple Choice',
  rating_scale: 'Rating Scale',
};

const columns: Column<Category>[] = [
  { header: 'Name', cell: (category) => category.name },
  {
    header: 'Type',
    cell: (category) => (
      <Badge variant="light" color="gray" miw="max-content">
        {CATEGORY_TYPE_LABELS[category.type]}
      </Badge>
    ),
  },
  { header: 'Response Formats', cell: (category) => category.responseFormats.length },
  { header: 'Options', cell: (category) => category.optionCount },
  { header: 'Indicators', cell: (category) => category.indicatorCount },
];

/** The Categories tab: name and type of each survey category. */
export function CategoriesTab() {
  const [page, setPage] = useState(1);
  return (
    <ResourceTab<Category, CategoryValues>
      thing={THINGS.category}
      loadWhat="categories"
      emptyText="No categories found"
      page={page}
      onPageChange={setPage}
      load={async (current, signal) => {
        const reply = await adminCall(admin.listCategories, {
          query: { page: current, pageSize: PAGE_SIZES.dataTools },
          signal,
        });
        return { items: reply.categories, pagination: reply.pagination };
      }}
      columns={columns}
      nameOf={(category) => category.name}
      valuesOf={(category) => ({
        name: category?.name ?? '',
        type: category?.type ?? CATEGORY_TYPES[0],
      })}
      validate={(values) => ({
        name: values.name.trim() ? null : 'Name is required.',
        type: values.type ? null : 'Type is required.',
      })}
      save={(values, category) => {
        const body = { name: values.name.trim(), type: values.type as CategoryType };
        return category
          ? adminCall(admin.updateCategory, { params: { id: category.id }, body })
          : adminCall(admin.createCategory, { body });
      }}
      remove={(category) => adminCall(admin.deleteCategory, { params: { id: category.id } })}
      fields={(form) => (
        <>
          <TextInput
            label="Name"
            required
            data-autofocus
            {...fieldProps}
            {...form.getInputProps('name')}
          />
          <NativeSelect
            label="Type"
            required
            data={CATEGORY_TYPES.map((type) => ({
              value: type,
              label: CATEGORY_TYPE_LABELS[type],
            }))}
            {...fieldProps}
            {...form.getInputProps('type')}
          />
        </>
      )}
    />
  );
}
