import { useState } from 'react';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ServerAddressSetting } from '../../platform';
import { schemaResolver } from '../../lib/schema-resolver';
import { normalServerAddress, serverAddressForm } from './server-address-rule';

type Outcome =
  { kind: 'saved'; address: string } | { kind: 'unchanged' } | { kind: 'failed'; message: string };

interface ServerAddressFormProps {
  setting: ServerAddressSetting;
  /** The address in use; null while it is still being read. */
  current: string | null;
  onSaved(address: string): void;
}

/** A new server address, checked as the desktop app will check it, then saved. */
export function ServerAddressForm({ setting, current, onSaved }: ServerAddressFormProps) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const form = useForm({
    initialValues: { address: '' },
    validate: schemaResolver(serverAddressForm),
  });

  async function save({ address }: { address: string }) {
    const next = normalServerAddress(address.trim());
    // Saving signs the player out, which is pointless for the address already in use.
    if (next === current) {
      setOutcome({ kind: 'unchanged' });
      return;
    }
    setOutcome(null);
    try {
      await setting.set(next);
      setOutcome({ kind: 'saved', address: next });
      onSaved(next);
    } catch {
      setOutcome({ kind: 'failed', message: 'The address could not be saved. Please try again.' });
    }
  }

  return (
    <form noValidate onSubmit={form.onSubmit(save, () => setOutcome(null))}>
      <Stack gap="md">
        <TextInput
          label="New server address"
          description="For example https://velvet.example.com. Changing it signs you out."
          placeholder="https://"
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          required
          withAsterisk={false}
          errorProps={{ role: 'alert' }}
          {...form.getInputProps('address')}
        />
        <Button type="submit" loading={form.submitting} w={{ base: '100%', xs: 'auto' }}>
          Save
        </Button>
        <OutcomeAlert outcome={outcome} />
      </Stack>
    </form>
  );
}

function OutcomeAlert({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  if (outcome.kind === 'failed')
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {outcome.message}
      </Alert>
    );
  return (
    <Alert role="status" color="green" icon={<IconCircleCheck aria-hidden />}>
      {outcome.kind === 'saved'
        ? `Saved. Velvet now connects to ${outcome.address}; sign in again when it reloads.`
        : 'Velvet already uses this address.'}
    </Alert>
  );
}
