import { useState } from 'react';
import { Alert, Button, Group, NativeSelect, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { AdminRole } from '@shared/api/define';
import { displayTextMessage, displayTextProblem } from '@shared/domain/display-text';
import { passwordProblem } from '@shared/domain/password-rule';
import { useCreateSystemUser } from './api';
import { fieldProps } from './field-props';
import { ADMIN_MESSAGES } from './messages';
import { assignableRoles, ROLE_LABELS } from './roles';

interface CreateUserValues {
  email: string;
  displayName: string;
  password: string;
  role: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function createUserProblems(values: CreateUserValues) {
  const email = values.email.trim();
  const displayName = values.displayName.trim();
  const nameProblem = displayTextProblem(displayName);
  return {
    email: !email
      ? 'Email is required.'
      : EMAIL_PATTERN.test(email)
        ? null
        : 'Please enter a valid email address.',
    displayName: !displayName
      ? 'Display name is required.'
      : displayName.length < 2
        ? 'Display name must be at least 2 characters.'
        : nameProblem && displayTextMessage('Display name', nameProblem),
    password: !values.password ? 'Password is required.' : passwordProblem(values.password),
    role: values.role === '' ? 'Role is required.' : null,
  };
}

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
    validate: (values) => createUserProblems(values),
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
