import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { RetryAlert } from '../../components/retry-alert';
import {
  Alert,
  Box,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconLock, IconPencil } from '@tabler/icons-react';
import { getPlayer, updateProfile, type Player } from '@shared/api/accounts';
import { DISPLAY_NAME_MAX_LENGTH, Gender, GENDER_LABELS } from '@shared/domain/accounts';
import { api } from '../../lib/api-client';
import { failureReason, formatDate, PROFILE_MESSAGES } from './messages';
import { NoticeAlert } from './notice';
import { useLoad, type Loaded } from '../../lib/use-load';

const genderOptions = (Object.values(Gender) as Gender[]).map((value) => ({
  value,
  label: GENDER_LABELS[value],
}));

function genderLabel(gender: number): string {
  return GENDER_LABELS[gender as Gender] ?? GENDER_LABELS[Gender.NotSpecified];
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={500} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

interface ProfileViewProps {
  player: Player;
  onEdit: () => void;
  editRef: RefObject<HTMLButtonElement | null>;
}

function ProfileView({ player, onEdit, editRef }: ProfileViewProps) {
  return (
    <Stack gap="md">
      <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="md" m={0}>
        <Detail label="Display name">{player.displayName}</Detail>
        <Detail label="Email">{player.email}</Detail>
        <Detail label="Nickname">
          {player.nickname ?? (
            <Text span c="dimmed" fs="italic" inherit>
              Not set
            </Text>
          )}
        </Detail>
        <Detail label="Gender">{genderLabel(player.gender)}</Detail>
        <Detail label="Member since">{formatDate(player.createdAt) ?? '—'}</Detail>
      </SimpleGrid>
      <Group>
        <Button
          ref={editRef}
          variant="light"
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={onEdit}
        >
          Edit Profile
        </Button>
      </Group>
    </Stack>
  );
}

interface EditValues {
  nickname: string;
  gender: Gender;
}

interface ProfileFormProps {
  player: Player;
  onSaved: (player: Player) => void;
  onCancel: () => void;
}

function ProfileForm({ player, onSaved, onCancel }: ProfileFormProps) {
  const [error, setError] = useState<string | null>(null);
  const nicknameRef = useRef<HTMLInputElement>(null);
  const form = useForm<EditValues>({
    name: 'profile',
    initialValues: {
      nickname: player.nickname ?? '',
      gender: (genderOptions.some((o) => o.value === player.gender)
        ? player.gender
        : Gender.NotSpecified) as Gender,
    },
    validate: {
      nickname: (value) =>
        value.trim().length > DISPLAY_NAME_MAX_LENGTH ? 'Nickname is too long.' : null,
    },
  });

  useEffect(() => nicknameRef.current?.focus(), []);

  async function save(values: EditValues) {
    setError(null);
    try {
      const saved = await api(updateProfile, {
        params: { id: player.id },
        body: { Nickname: values.nickname.trim() || null, Gender: values.gender },
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
            {...form.getInputProps('nickname')}
          />
          <Select<Gender>
            label="Gender"
            data={genderOptions}
            allowDeselect={false}
            {...form.getInputProps('gender')}
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

function ProfileSkeleton() {
  return (
    <Stack gap="md" aria-hidden>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        {[0, 1, 2, 3].map((i) => (
          <Stack key={i} gap={6}>
            <Skeleton height={12} width={90} />
            <Skeleton height={18} width="70%" />
          </Stack>
        ))}
      </SimpleGrid>
      <Skeleton height={36} width={130} />
    </Stack>
  );
}

function ProfileBody({ player }: { player: Loaded<Player> }) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  if (player.status === 'loading') return <ProfileSkeleton />;
  if (player.status === 'error') {
    return <RetryAlert title={PROFILE_MESSAGES.loadFailed} onRetry={player.retry} />;
  }

  const backToView = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <Stack gap="md">
      {saved && !editing && (
        <NoticeAlert
          notice={{ tone: 'success', text: PROFILE_MESSAGES.saved }}
          onClose={() => setSaved(false)}
        />
      )}
      {editing ? (
        <ProfileForm
          player={player.data}
          onCancel={backToView}
          onSaved={(updated) => {
            player.replace(updated);
            setSaved(true);
            backToView();
          }}
        />
      ) : (
        <ProfileView
          player={player.data}
          editRef={editButton}
          onEdit={() => {
            setSaved(false);
            setEditing(true);
          }}
        />
      )}
    </Stack>
  );
}

/** The player's own details, with a view mode and an edit mode for nickname and gender. */
export function ProfileCard({ playerId }: { playerId: string }) {
  const player = useLoad(playerId, (signal) =>
    api(getPlayer, { params: { id: playerId }, signal }),
  );
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="profile-heading">
          Your profile
        </Title>
        <Box>
          <ProfileBody key={playerId} player={player} />
        </Box>
      </Stack>
    </Card>
  );
}
