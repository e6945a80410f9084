import { useId, useState } from 'react';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { inviteBody } from '../../lib/form-fields';
import { inOwnWords, schemaResolver } from '../../lib/schema-resolver';
import { useEmailLookup, useInvite } from './api';
import { COUPLE_MESSAGES, failureMessage } from './messages';

interface InviteFormProps {
  /** Called once the invitation has gone out, saying whether the session picked up the couple. */
  onSent: (sessionCurrent: boolean) => void;
  /** True while the player's email is unconfirmed: the form says why it cannot send yet. */
  locked?: boolean;
}

/** The contract's invitation, its email's every problem in the screen's one fixed sentence. */
const inviteForm = inviteBody.extend({
  partnerEmail: inOwnWords(COUPLE_MESSAGES.inviteEmailInvalid, inviteBody.shape.partnerEmail),
});

/** "Partner's email" and "Send Invitation". */
export function InviteForm({ onSent, locked = false }: InviteFormProps) {
  const lockedNoteId = useId();
  const lookupEmail = useEmailLookup();
  const invite = useInvite();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    name: 'partner-invite',
    initialValues: { partnerEmail: '' },
    validate: schemaResolver(inviteForm),
  });

  async function send({ partnerEmail }: { partnerEmail: string }) {
    setError(null);
    const email = partnerEmail.trim();
    let sessionCurrent: boolean;
    try {
      // Ask first whether an invitation can go there, so a refusal explains itself.
      const check = await lookupEmail(email);
      if (!check.canInvite) {
        setError(`${COUPLE_MESSAGES.inviteFailed}: ${check.message}`);
        return;
      }
      ({ sessionCurrent } = await invite.mutateAsync({ body: { partnerEmail: email } }));
    } catch (failure) {
      setError(failureMessage(COUPLE_MESSAGES.inviteFailed, failure));
      return;
    }
    form.reset();
    onSent(sessionCurrent);
  }

  return (
    <form
      noValidate
      aria-label="Invite your partner"
      onSubmit={form.onSubmit(send, () => form.getInputNode('partnerEmail')?.focus())}
    >
      <Stack gap="sm">
        <TextInput
          label="Partner's email"
          description="They will get an email inviting them to join you on Velvet."
          type="email"
          required
          withAsterisk={false}
          autoComplete="off"
          inputMode="email"
          errorProps={{ role: 'alert' }}
          disabled={locked}
          {...form.getInputProps('partnerEmail')}
        />
        {locked && (
          <Text id={lockedNoteId} size="sm" c="dimmed">
            {COUPLE_MESSAGES.confirmEmailToInvite}
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {error}
          </Alert>
        )}
        <div>
          <Button
            type="submit"
            loading={form.submitting}
            disabled={locked}
            aria-describedby={locked ? lockedNoteId : undefined}
            leftSection={<IconSend size={16} aria-hidden />}
          >
            Send Invitation
          </Button>
        </div>
      </Stack>
    </form>
  );
}
