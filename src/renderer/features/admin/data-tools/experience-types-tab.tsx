import { useState } from 'react';
import { Text, TextInput, Textarea } from '@mantine/core';
import * as admin from '@shared/api/admin';
import type { z } from 'zod';
import { adminCall } from '../admin-api';
import { fieldProps } from '../field-props';
import { THINGS } from '../messages';
import { PAGE_SIZES } from '../pagination';
import { ResourceTab } from './resource-tab';

type ExperienceType = z.infer<typeof admin.adminExperienceType>;

interface ExperienceTypeValues extends Record<string, unknown> {
  type: string;
  description: string;
  aiInstruction: string;
}

/** The Experience Types tab: the kinds of adventure and how the content engine writes them. */
export function ExperienceTypesTab() {
  const [page, setPage] = useState(1);
  return (
    <ResourceTab<ExperienceType, ExperienceTypeValues>
      thing={THINGS.experienceType}
      loadWhat="experience types"
      emptyText="No experience types found"
      page={page}
      onPageChange={setPage}
      load={async (current, signal) => {
        const reply = await adminCall(admin.listExperienceTypes, {
          query: { page: current, pageSize: PAGE_SIZES.dataTools },
          signal,
        });
        return { items: reply.experienceTypes, pagination: reply.pagination };
      }}
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
      validate={(values) => ({
        type: values.type.trim() ? null : 'Type is required.',
        description: values.description.trim() ? null : 'Description is required.',
      })}
      save={(values, type) => {
        const body = {
          type: values.type.trim(),
          description: values.description.trim(),
          aiInstruction: values.aiInstruction.trim() || null,
        };
        return type
          ? adminCall(admin.updateExperienceType, { params: { id: type.id }, body })
          : adminCall(admin.createExperienceType, { body });
      }}
      remove={(type) => adminCall(admin.deleteExperienceType, { params: { id: type.id } })}
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
