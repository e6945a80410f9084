import { useState } from 'react';
import { Text, TextInput, Textarea } from '@mantine/core';
import type * as admin from '@shared/api/admin';
import type { RouteResponse } from '../../../lib/route-types';
import type { z } from 'zod';
import { experienceTypeBody } from '../../../lib/form-fields';
import { schemaResolver } from '../../../lib/schema-resolver';
import {
  useCreateExperienceType,
  useDeleteExperienceType,
  useExperienceTypes,
  useUpdateExperienceType,
} from '../api';
import { fieldProps } from '../field-props';
import { THINGS } from '../messages';
import { ResourceTab } from './resource-tab';

type ExperienceType = z.infer<typeof admin.adminExperienceType>;
type ExperienceTypePage = RouteResponse<typeof admin.listExperienceTypes>;

interface ExperienceTypeValues extends Record<string, unknown> {
  type: string;
  description: string;
  aiInstruction: string;
}
const validateExperienceType = schemaResolver(experienceTypeBody);

/** The Experience Types tab: the kinds of adventure and how the content engine writes them. */
export function ExperienceTypesTab() {
  const [page, setPage] = useState(1);
  const list = useExperienceTypes(page);
  const create = useCreateExperienceType();
  const update = useUpdateExperienceType();
  const remove = useDeleteExperienceType();
  return (
    <ResourceTab<ExperienceType, ExperienceTypeValues, ExperienceTypePage>
      thing={THINGS.experienceType}
      loadWhat="experience types"
      emptyText="No experience types found"
      page={page}
      onPageChange={setPage}
      list={list}
      itemsOf={(reply) => reply.experienceTypes}
      columns={[
        { header: 'Type', cell: (type) => type.type },
        { header: 'Description', cell: (type) => type.description },
        {
          header: 'AI Instruction',
          cell: (type) =>
            type.aiInstruction ? (
              <Text size="sm" lineClamp={3}>
                {type.aiInstruction}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                None
              </Text>
            ),
        },
      ]}
      nameOf={(type) => type.type}
      valuesOf={(type) => ({
        type: type?.type ?? '',
        description: type?.description ?? '',
        aiInstruction: type?.aiInstruction ?? '',
      })}
      validate={validateExperienceType}
      save={(values, type) => {
        const body = {
          type: values.type.trim(),
          description: values.description.trim(),
          aiInstruction: values.aiInstruction.trim() || null,
        };
        return type
          ? update.mutateAsync({ params: { id: type.id }, body })
          : create.mutateAsync({ body });
      }}
      remove={(type) => remove.mutateAsync({ params: { id: type.id } })}
      fields={(form) => (
        <>
          <TextInput
            label="Type"
            required
            data-autofocus
            {...fieldProps}
            {...form.getInputProps('type')}
          />
          <Textarea
            label="Description"
            required
            rows={2}
            {...fieldProps}
            {...form.getInputProps('description')}
          />
          <Textarea
            label="AI Instruction"
            rows={3}
            {...fieldProps}
            {...form.getInputProps('aiInstruction')}
          />
        </>
      )}
    />
  );
}
