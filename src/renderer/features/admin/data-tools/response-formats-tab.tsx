import { useState } from 'react';
import { Alert, NativeSelect, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type * as admin from '@shared/api/admin';
import type { RouteResponse } from '../../../lib/route-types';
import type { z } from 'zod';
import { responseFormatBody } from '../../../lib/form-fields';
import { schemaResolver } from '../../../lib/schema-resolver';
import {
  useCreateResponseFormat,
  useDeleteResponseFormat,
  useResponseFormats,
  useUpdateResponseFormat,
} from '../api';
import { fieldProps } from '../field-props';
import { ADMIN_MESSAGES, THINGS } from '../messages';
import { categoryNameOf } from './category-name';
import { ResourceTab } from './resource-tab';
import { useCategoryChoices } from './use-category-choices';

type ResponseFormat = z.infer<typeof admin.adminResponseFormat>;
type ResponseFormatPage = RouteResponse<typeof admin.listResponseFormats>;

type ResponseFormatValues = z.input<typeof responseFormatBody>;
const validateResponseFormat = schemaResolver(responseFormatBody);

/** The Response Formats tab: the answer labels of each category. */
export function ResponseFormatsTab() {
  const [page, setPage] = useState(1);
  const categories = useCategoryChoices('data');
  const { choices } = categories;
  const noCategories = categories.loaded && choices.length === 0;
  const list = useResponseFormats(page);
  const create = useCreateResponseFormat();
  const update = useUpdateResponseFormat();
  const remove = useDeleteResponseFormat();

  return (
    <ResourceTab<ResponseFormat, ResponseFormatValues, ResponseFormatPage>
      thing={THINGS.responseFormat}
      loadWhat="data"
      emptyText="No response formats found"
      page={page}
      onPageChange={setPage}
      list={list}
      itemsOf={(reply) => reply.responseFormats}
      toolbar={
        noCategories && (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            <Text size="sm">
              <strong>{ADMIN_MESSAGES.noCategories}:</strong> {ADMIN_MESSAGES.noCategoriesDetail}
            </Text>
          </Alert>
        )
      }
      addDisabled={categories.loading || noCategories}
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
      validate={validateResponseFormat}
      save={(values, format) => {
        const body = { categoryId: values.categoryId, label: values.label.trim() };
        return format
          ? update.mutateAsync({ params: { id: format.id }, body })
          : create.mutateAsync({ body });
      }}
      remove={(format) => remove.mutateAsync({ params: { id: format.id } })}
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
