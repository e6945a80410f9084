import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { AdminRole } from '@shared/api/define';
import { emailField, passwordField, staffDisplayNameField } from '../../lib/form-fields';
import { z } from 'zod';
import { filledIn, schemaResolver } from '../../lib/schema-resolver';
import { useCreateSystemUser } from './api';
import { fieldProps } from './field-props';
import { ADMIN_MESSAGES } from './messages';
import { assignableRoles, ROLE_LABELS } from './roles';

/**
 * The contract's checks of a new staff member, each field asked for by name when left empty;
 * the role is a choice of the select, sent as its number.
 */
const createUserForm = z.object({
  email: filledIn('Email is required.', emailField),
  displayName: filledIn('Display name is required.', staffDisplayNameField),
  password: filledIn('Password is required.', passwordField, (value) => value !== ''),
  role: z.string().min(1, 'Role is required.'),
});

type CreateUserValues = z.input<typeof createUserForm>;

interface CreateUserFormProps {
  /** The signed-in staff member's role: only a SuperAdmin may create another. */
  currentRole: AdminRole;
  /** Called with the new user's display name once the server has created them. */
  onCreated: (displayName: string) => void;
}

/** The 'Create New System User' form: email, display name, password and role. */
export function CreateUserForm({ currentRole, onCreated }: CreateUserFormProps) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CreateUserValues>({
    name: 'create-system-user',
    initialValues: { email: '', displayName: '', password: '', role: String(AdminRole.User) },
    validate: schemaResolver(createUserForm),
  });
  const superAdmin = currentRole === AdminRole.SuperAdmin;
  const createUser = useCreateSystemUser();

  async function create(values: CreateUserValues) {
    setError(null);
    try {
      const user = await createUser.mutateAsync({
        body: {
          email: values.email.trim(),
          displayName: values.displayName.trim(),
          password: values.password,
          role: Number(values.role) as AdminRole,
        },
      });
      form.reset();
      onCreated(user.displayName);
    } catch (failure) {
      setError(
        failure instanceof Error && failure.message
          ? failure.message
          : ADMIN_MESSAGES.createUserFailed,
      );
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit(create)}>
      <Stack gap="md">
        {error && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {error}
          </Alert>
        )}
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Email"
            type="email"
            required
            autoComplete="off"
            miw={220}
            {...fieldProps}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Display Name"
            required
            autoComplete="off"
            miw={220}
            {...fieldProps}
            {...form.getInputProps('displayName')}
          />
        </Group>
        <Group grow align="flex-start" wrap="wrap">
          <PasswordInput
            label="Password"
            description={ADMIN_MESSAGES.passwordHint}
            required
            autoComplete="new-password"
            visibilityToggleFocusable
            miw={220}
            {...fieldProps}
            {...form.getInputProps('password')}
          />
          <NativeSelect
            label="Role"
            description={superAdmin ? undefined : ADMIN_MESSAGES.superAdminHint}
            required
            miw={220}
            data={assignableRoles(currentRole).map((role) => ({
              value: String(role),
              label: ROLE_LABELS[role],
            }))}
            {...fieldProps}
            {...form.getInputProps('role')}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={form.submitting}>
            Create User
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
