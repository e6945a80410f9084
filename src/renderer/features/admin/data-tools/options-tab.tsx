import { useState } from 'react';
import {
  Badge,
  Group,
  NativeSelect,
  NumberInput,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type * as admin from '@shared/api/admin';
import type { RouteResponse } from '../../../lib/route-types';
import type { z } from 'zod';
import { optionBody } from '../../../lib/form-fields';
import { readAs, schemaResolver } from '../../../lib/schema-resolver';
import { useCreateOption, useDeleteOption, useOptions, useUpdateOption } from '../api';
import { fieldProps } from '../field-props';
import { THINGS } from '../messages';
import { formatTags, parseSortOrder, parseTags } from '../option-fields';
import { categoryNameOf } from './category-name';
import { ResourceTab } from './resource-tab';
import { useCategoryChoices } from './use-category-choices';

type Option = z.infer<typeof admin.adminOption>;
type OptionPage = RouteResponse<typeof admin.listOptions>;

interface OptionValues extends Record<string, unknown> {
  categoryId: string;
  questionText: string;
  description: string;
  /** As typed: comma-separated. */
  tags: string;
  sortOrder: string | number;
}

/**
 * The contract's option with the tags as typed (comma-separated) and the sort order as the
 * number input holds it, each read into what the request sends before it is checked.
 */
const optionForm = optionBody.extend({
  tags: readAs(parseTags, optionBody.shape.tags),
  sortOrder: readAs(parseSortOrder, optionBody.shape.sortOrder),
});
const validateOption = schemaResolver(optionForm);

/** The Options tab: the survey's questions, filtered by category. */
export function OptionsTab() {
  const [page, setPage] = useState(1);
  const [categoryId, setCategoryId] = useState('');
  const { loading: categoriesLoading, choices } = useCategoryChoices('categories');
  const list = useOptions(page, categoryId);
  const create = useCreateOption();
  const update = useUpdateOption();
  const remove = useDeleteOption();

  return (
    <ResourceTab<Option, OptionValues, OptionPage>
      thing={THINGS.option}
      loadWhat="options"
      emptyText="No options found"
      page={page}
      onPageChange={setPage}
      list={list}
      itemsOf={(reply) => reply.options}
      toolbar={
        <NativeSelect
          label="Filter by category"
          value={categoryId}
          onChange={(event) => {
            setCategoryId(event.currentTarget.value);
            setPage(1);
          }}
          data={[
            { value: '', label: 'All categories' },
            ...choices.map((category) => ({ value: category.id, label: category.name })),
          ]}
          miw={220}
        />
      }
      addDisabled={categoriesLoading}
      columns={[
        {
          header: 'Question',
          cell: (option) => (
            <Stack gap={2}>
              <Text size="sm" fw={500}>
                {option.questionText}
              </Text>
              {option.description && (
                <Text size="xs" c="dimmed">
                  {option.description}
                </Text>
              )}
            </Stack>
          ),
        },
        {
          header: 'Category',
          cell: (option) => categoryNameOf(option.categoryId, option.categoryName, choices),
        },
        {
          header: 'Tags',
          cell: (option) => (
            <Group gap={4}>
              {option.tags.map((tag) => (
                <Badge key={tag} variant="outline" size="sm" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          ),
        },
        { header: 'Sort Order', cell: (option) => option.sortOrder },
      ]}
      nameOf={(option) => option.questionText}
      valuesOf={(option) => ({
        categoryId: option?.categoryId ?? (categoryId || choices[0]?.id) ?? '',
        questionText: option?.questionText ?? '',
        description: option?.description ?? '',
        tags: formatTags(option?.tags ?? []),
        sortOrder: option?.sortOrder ?? 0,
      })}
      validate={validateOption}
      save={(values, option) => {
        const body = {
          categoryId: values.categoryId,
          questionText: values.questionText.trim(),
          description: values.description.trim() || null,
          tags: parseTags(values.tags),
          sortOrder: parseSortOrder(values.sortOrder),
        };
        return option
          ? update.mutateAsync({ params: { id: option.id }, body })
          : create.mutateAsync({ body });
      }}
      remove={(option) => remove.mutateAsync({ params: { id: option.id } })}
      fields={(form) => (
        <>
          <NativeSelect
            label="Category"
            required
            data={choices.map((category) => ({ value: category.id, label: category.name }))}
            {...fieldProps}
            {...form.getInputProps('categoryId')}
          />
          <Textarea
            label="Question Text"
            required
            rows={2}
            data-autofocus
            {...fieldProps}
            {...form.getInputProps('questionText')}
          />
          <Textarea
            label="Description"
            rows={2}
            {...fieldProps}
            {...form.getInputProps('description')}
          />
          <TextInput
            label="Tags"
            description="Separate tags with commas"
            {...fieldProps}
            {...form.getInputProps('tags')}
          />
          <NumberInput
            label="Sort Order"
            min={0}
            allowNegative={false}
            allowDecimal={false}
            {...fieldProps}
            {...form.getInputProps('sortOrder')}
          />
        </>
      )}
    />
  );
}
