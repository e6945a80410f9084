import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconMailForward } from '@tabler/icons-react';
import type { AdminSupportMessage } from '@shared/api/support';

function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString();
}

interface SupportMessageCardProps {
  message: AdminSupportMessage;
  /** Admins and SuperAdmins may mark a message handled; Users only read. */
  canMarkHandled: boolean;
  marking: boolean;
  onMarkHandled: () => void;
}

/** One contact-form message: who wrote and when, what they said, and whether it is handled. */
export function SupportMessageCard({
  message,
  canMarkHandled,
  marking,
  onMarkHandled,
}: SupportMessageCardProps) {
  const titleId = `support-message-${message.id}`;
  const replyHref = `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Title order={3} size="h5" id={titleId} style={{ overflowWrap: 'anywhere' }}>
              {message.subject}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              From {message.name} &lt;{message.email}&gt; · {formatWhen(message.createdAt)}
              {message.playerId ? ' · signed-in player' : ''}
            </Text>
          </Stack>
          {message.handledAt ? (
            <Badge color="teal" variant="light" miw="max-content">
              Handled
            </Badge>
          ) : (
            <Badge color="orange" variant="light" miw="max-content">
              Open
            </Badge>
          )}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.message}
        </Text>
        <Group justify="space-between" gap="sm">
          {message.handledAt ? (
            <Text size="sm" c="dimmed">
              Handled by {message.handledByName ?? 'a former staff member'} on{' '}
              {formatWhen(message.handledAt)}
            </Text>
          ) : (
            <span />
          )}
          <Group gap="xs">
            <Anchor href={replyHref} size="sm">
              <Group gap={4} component="span" wrap="nowrap">
                <IconMailForward size={16} aria-hidden />
                Reply by email
              </Group>
            </Anchor>
            {canMarkHandled && !message.handledAt && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconCheck size={14} aria-hidden />}
                loading={marking}
                onClick={onMarkHandled}
                aria-describedby={titleId}
              >
                Mark handled
              </Button>
            )}
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
