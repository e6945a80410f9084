import { useState } from 'react';
import { Badge, NativeSelect, TextInput } from '@mantine/core';
import type * as admin from '@shared/api/admin';
import type { RouteResponse } from '../../../lib/route-types';
import { CATEGORY_TYPES, type CategoryType } from '@shared/domain/survey';
import type { z } from 'zod';
import { categoryBody } from '../../../lib/form-fields';
import { filledIn, schemaResolver } from '../../../lib/schema-resolver';
import { useCategories, useCreateCategory, useDeleteCategory, useUpdateCategory } from '../api';
import { fieldProps } from '../field-props';
import { THINGS } from '../messages';
import { ResourceTab, type Column } from './resource-tab';

type Category = z.infer<typeof admin.adminCategory>;
type CategoryPage = RouteResponse<typeof admin.listCategories>;

/** The contract's category, its type asked for by name if the choice is ever left empty. */
const categoryForm = categoryBody.extend({
  type: filledIn('Type is required.', categoryBody.shape.type),
});
type CategoryValues = z.input<typeof categoryForm>;
const validateCategory = schemaResolver(categoryForm);

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
  const list = useCategories(page);
  const create = useCreateCategory();
  const update = useUpdateCategory();
  const remove = useDeleteCategory();
  return (
    <ResourceTab<Category, CategoryValues, CategoryPage>
      thing={THINGS.category}
      loadWhat="categories"
      emptyText="No categories found"
      page={page}
      onPageChange={setPage}
      list={list}
      itemsOf={(reply) => reply.categories}
      columns={columns}
      nameOf={(category) => category.name}
      valuesOf={(category) => ({
        name: category?.name ?? '',
        type: category?.type ?? CATEGORY_TYPES[0],
      })}
      validate={validateCategory}
      save={(values, category) => {
        const body = { name: values.name.trim(), type: values.type as CategoryType };
        return category
          ? update.mutateAsync({ params: { id: category.id }, body })
          : create.mutateAsync({ body });
      }}
      remove={(category) => remove.mutateAsync({ params: { id: category.id } })}
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
