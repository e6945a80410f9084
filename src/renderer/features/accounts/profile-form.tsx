import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import type { Player } from '@shared/api/accounts';
import { DISPLAY_NAME_MAX_LENGTH, Gender } from '@shared/domain/accounts';
import { profileBody } from '../../lib/form-fields';
import { schemaResolver } from '../../lib/schema-resolver';
import { useUpdateProfile } from './api';
import { knownGender } from './gender';
import { GenderFields } from './gender-fields';
import { failureReason, PROFILE_MESSAGES } from './profile-messages';

/** The request's own fields: what the form holds is what it sends. */
interface EditValues {
  Nickname: string;
  Gender: Gender;
  GenderDescription: string;
}

interface ProfileFormProps {
  player: Player;
  onSaved: (player: Player) => void;
  onCancel: () => void;
}

/** Edits the nickname and gender; display name and email stay as they are. */
export function ProfileForm({ player, onSaved, onCancel }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const nicknameRef = useRef<HTMLInputElement>(null);
  const form = useForm<EditValues>({
    name: 'profile',
    initialValues: {
      Nickname: player.nickname ?? '',
      Gender: knownGender(player.gender),
      GenderDescription: player.genderDescription ?? '',
    },
    validate: schemaResolver(profileBody),
  });

  useEffect(() => nicknameRef.current?.focus(), []);

  async function save(values: EditValues) {
    setError(null);
    try {
      const saved = await updateProfile.mutateAsync({
        params: { id: player.id },
        body: {
          Nickname: values.Nickname.trim() || null,
          Gender: values.Gender,
          GenderDescription:
            values.Gender === Gender.SelfDescribed ? values.GenderDescription.trim() : null,
        },
      });
      onSaved(saved);
    } catch (failure) {
      setError(PROFILE_MESSAGES.saveFailed(failureReason(failure)));
    }
  }

  const lockIcon = <IconLock size={16} aria-hidden />;
  return (
    <form noValidate onSubmit={form.onSubmit(save)} aria-label="Edit profile">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="Display name"
            value={player.displayName}
            readOnly
            variant="filled"
            rightSection={lockIcon}
            aria-describedby="profile-locked-note"
          />
          <TextInput
            label="Email"
            type="email"
            value={player.email}
            readOnly
            variant="filled"
            rightSection={lockIcon}
            aria-describedby="profile-locked-note"
          />
        </SimpleGrid>
        <Text id="profile-locked-note" size="sm" c="dimmed" mt={-8}>
          {PROFILE_MESSAGES.cannotChange}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            ref={nicknameRef}
            label="Nickname (optional)"
            autoComplete="nickname"
            maxLength={DISPLAY_NAME_MAX_LENGTH}
            errorProps={{ role: 'alert' }}
            {...form.getInputProps('Nickname')}
          />
          <GenderFields
            gender={form.getValues().Gender}
            selectProps={form.getInputProps('Gender')}
            descriptionProps={form.getInputProps('GenderDescription')}
          />
        </SimpleGrid>
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {error}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={form.submitting}>
            Save
          </Button>
          <Button variant="default" onClick={onCancel} disabled={form.submitting}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
