import { useEffect, useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm, type FormErrors } from '@mantine/form';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { supportMessageBody, type SupportMessageBody } from '../../lib/form-fields';
import {
  SUPPORT_MESSAGE_MAX_LENGTH,
  SUPPORT_MESSAGES,
  SUPPORT_NAME_MAX_LENGTH,
  SUPPORT_SUBJECT_MAX_LENGTH,
  SUPPORT_SUCCESS_RESET_MS,
} from '@shared/domain/support';
import { ActionError } from '../../components/action-error';
import { useSession } from '../../lib/session';
import { useContactSupport } from './api';
import { schemaResolver } from '../../lib/schema-resolver';

const FIELDS: readonly (keyof SupportMessageBody)[] = ['name', 'email', 'subject', 'message'];

/**
 * Every field is required (announced so), errors are announced as they appear, and labels
 * carry no asterisk since nothing here is optional.
 */
const fieldProps = { required: true, withAsterisk: false, errorProps: { role: 'alert' } } as const;

/**
 * The Contact Support form (name, email, subject, message), on /help-and-support and /contact.
 * Signed in, the name and email start as the session's. States: idle; sending; success, whose
 * message hides after SUPPORT_SUCCESS_RESET_MS; error, with the server's reason, keeping all
 * that was typed.
 */
export function ContactSupportForm() {
  const session = useSession();
  const send = useContactSupport();
  const [succeeded, setSucceeded] = useState(false);
  const form = useForm<SupportMessageBody>({
    name: 'contact-support',
    initialValues: {
      name: session?.displayName ?? '',
      email: session?.email ?? '',
      subject: '',
      message: '',
    },
    validate: schemaResolver(supportMessageBody),
  });

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => setSucceeded(false), SUPPORT_SUCCESS_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded]);

  function submit(values: SupportMessageBody) {
    setSucceeded(false);
    send.mutate(
      { body: values },
      {
        // The name and email stay for a next message; what was said is done with.
        onSuccess: () => {
          form.setValues({ subject: '', message: '' });
          form.resetTouched();
          setSucceeded(true);
        },
      },
    );
  }

  function focusFirstProblem(errors: FormErrors) {
    const first = FIELDS.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  }

  const sending = send.isPending;
  return (
    <form
      noValidate
      aria-label="Contact Support"
      aria-busy={sending}
      onSubmit={form.onSubmit(submit, focusFirstProblem)}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Name"
            autoComplete="name"
            maxLength={SUPPORT_NAME_MAX_LENGTH}
            {...fieldProps}
            {...form.getInputProps('name')}
          />
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            description="We reply to this address."
            {...fieldProps}
            {...form.getInputProps('email')}
          />
        </SimpleGrid>
        <TextInput
          label="Subject"
          maxLength={SUPPORT_SUBJECT_MAX_LENGTH}
          {...fieldProps}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Message"
          description={`Up to ${SUPPORT_MESSAGE_MAX_LENGTH.toLocaleString('en-US')} characters. Please leave out intimate details: we do not need them to help.`}
          rows={6}
          resize="vertical"
          maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
          {...fieldProps}
          {...form.getInputProps('message')}
        />
        {succeeded && (
          <Alert
            role="status"
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={20} aria-hidden />}
          >
            {SUPPORT_MESSAGES.sent}
          </Alert>
        )}
        {send.isError && <ActionError title={SUPPORT_MESSAGES.failed} error={send.error} />}
        <Group justify="flex-end">
          <Button
            type="submit"
            disabled={sending}
            w={{ base: '100%', xs: 'auto' }}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
