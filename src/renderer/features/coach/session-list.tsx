import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { CoachSession } from '@shared/api/coach';
import { formatDate } from '../../lib/format-date';
import { COACH_TEXTS, privateTo, STATUS_LABELS } from './messages';

/**
 * One session of the couple. The caller's own can be opened; the partner's shows only that it
 * exists, its activity, whose it is and its state (the server sends nothing more).
 */
function SessionItem({
  session,
  active,
  onOpen,
}: {
  session: CoachSession;
  active: boolean;
  onOpen: (id: string) => void;
}) {
  const owner = session.isMine ? 'You' : session.playerName;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={session.activityName}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {session.activityName}
          </Text>
          <Text size="sm" c="dimmed">
            {[owner, formatDate(session.createdAt)].filter(Boolean).join(' · ')}
          </Text>
          {!session.isMine && (
            <Group gap={4} wrap="nowrap">
              <IconLock size={14} aria-hidden />
              <Text size="sm">{privateTo(session.playerName)}</Text>
            </Group>
          )}
        </Stack>
        <Group gap="xs">
          <Badge variant="light" tt="none">
            {STATUS_LABELS[session.status]}
          </Badge>
          {session.isMine && !active && (
            <Button size="xs" variant="light" onClick={() => onOpen(session.id)}>
              Open
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

/** The couple's sessions, newest first. */
export function SessionList({
  sessions,
  activeId,
  onOpen,
}: {
  sessions: CoachSession[];
  activeId: string | null;
  onOpen: (id: string) => void;
}) {
  if (sessions.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {COACH_TEXTS.noSessions}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Sessions">
      {sessions.map((session) => (
        <SessionItem
          key={session.id}
          session={session}
          active={session.id === activeId}
          onOpen={onOpen}
        />
      ))}
    </Stack>
  );
}
