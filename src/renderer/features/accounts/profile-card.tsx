import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Box, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Player } from '@shared/api/accounts';
import { NoticeAlert } from '../../components/notice-alert';
import { QueryState } from '../../components/query-state';
import { formatDate } from '../../lib/format-date';
import { usePlayer } from './api';
import { genderLabel } from './gender';
import { ProfileForm } from './profile-form';
import { PROFILE_MESSAGES } from './profile-messages';

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
        <Detail label="Gender">{genderLabel(player.gender, player.genderDescription)}</Detail>
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

const profileSkeleton = (
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

function ProfileBody({ player }: { player: Player }) {
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
          player={player}
          onCancel={backToView}
          onSaved={() => {
            setSaved(true);
            backToView();
          }}
        />
      ) : (
        <ProfileView
          player={player}
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
  const player = usePlayer(playerId);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="profile-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="profile-heading">
          Your profile
        </Title>
        <Box>
          <QueryState
            query={player}
            errorTitle={PROFILE_MESSAGES.loadFailed}
            loading={profileSkeleton}
          >
            {(loaded) => <ProfileBody key={playerId} player={loaded} />}
          </QueryState>
        </Box>
      </Stack>
    </Card>
  );
}
