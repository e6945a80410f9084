import type { ReactNode } from 'react';
import { Button, Group, Stack } from '@mantine/core';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';

export interface RecordFormProps<V extends Record<string, unknown>> {
  initialValues: V;
  validate: (values: V) => FormErrors;
  fields: (form: UseFormReturnType<V>) => ReactNode;
  submitLabel: string;
  onSubmit: (values: V) => Promise<void>;
  onCancel: () => void;
}

/** The Create/Edit modal's form: the tab's fields, Cancel, and Create or Update. */
export function RecordForm<V extends Record<string, unknown>>({
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
