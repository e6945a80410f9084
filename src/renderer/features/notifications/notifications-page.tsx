import { useState } from 'react';
import {
  Box,
  Button,
  Flex,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { IconBellOff, IconCheck, IconChecks, IconTrash } from '@tabler/icons-react';
import { useNotifications, type Notification } from './notification-provider';
import { NotificationItem } from './notification-item';
import { NotificationList } from './notification-list';
import classes from './notifications.module.css';
import { EMPTY_TEXT, failures, NO_UNREAD_TEXT } from './messages';
import { reportFailure } from './report-failure';
import { useNow } from './use-now';

type Filter = 'all' | 'unread';

function Row({ notification, now }: { notification: Notification; now: number }) {
  const { markAsRead } = useNotifications();
  const unread = !notification.read;
  return (
    <li className={classes.row} data-unread={unread || undefined}>
      <Flex
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'center' }}
        gap={{ base: 0, sm: 'xs' }}
      >
        <Box miw={0} style={{ flex: 1 }}>
          <NotificationItem notification={notification} now={now} />
        </Box>
        {unread && (
          <Button
            variant="light"
            size="compact-sm"
            mx="xs"
            mb={{ base: 'xs', sm: 0 }}
            className={classes.rowAction}
            leftSection={<IconCheck size={14} aria-hidden />}
            aria-label={`Mark as read: ${notification.title}`}
            onClick={() =>
              void markAsRead(notification.id).catch(() => reportFailure(failures.markRead))
            }
          >
            Mark as read
          </Button>
        )}
      </Flex>
    </li>
  );
}

function EmptyState({ text }: { text: string }) {
  return (
    <Stack align="center" gap={6} py="xl">
      <IconBellOff size={32} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
      <Text c="dimmed">{text}</Text>
    </Stack>
  );
}

function ClearAllModal({
  opened,
  count,
  onClose,
}: {
  opened: boolean;
  count: number;
  onClose: () => void;
}) {
  const { clearAll } = useNotifications();
  const [clearing, setClearing] = useState(false);

  async function confirm() {
    setClearing(true);
    try {
      await clearAll();
      onClose();
    } catch {
      reportFailure(failures.clear);
    } finally {
      setClearing(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title="Clear all notifications?" centered>
      <Stack gap="lg">
        <Text size="sm">
          {count === 1
            ? 'This removes your notification for good.'
            : `This removes all ${count} of your notifications for good.`}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={clearing}>
            Cancel
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={clearing}>
            Clear all
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Every notification, with filters, Mark all as read and Clear all (after a confirmation). */
export function NotificationsPage() {
  const { notifications, unreadCount, loading, markAllAsRead } = useNotifications();
  const [filter, setFilter] = useState<Filter>('all');
  const [confirming, setConfirming] = useState(false);
  const now = useNow();

  const shown =
    filter === 'unread'
      ? notifications.filter((notification) => !notification.read)
      : notifications;

  function markAll() {
    void markAllAsRead().catch(() => reportFailure(failures.markAllRead));
  }

  let body;
  if (notifications.length === 0 && loading) {
    body = (
      <Group gap="xs" justify="center" py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed">Loading notifications…</Text>
      </Group>
    );
  } else if (notifications.length === 0) {
    body = <EmptyState text={EMPTY_TEXT} />;
  } else if (shown.length === 0) {
    body = <EmptyState text={NO_UNREAD_TEXT} />;
  } else {
    body = (
      <NotificationList label={filter === 'unread' ? 'Unread notifications' : 'All notifications'}>
        {shown.map((notification) => (
          <Row key={notification.id} notification={notification} now={now} />
        ))}
      </NotificationList>
    );
  }

  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Show notifications"
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={[
            { value: 'all', label: `All (${notifications.length})` },
            { value: 'unread', label: `Unread (${unreadCount})` },
          ]}
        />
        <Group gap="xs">
          <Button
            variant="light"
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={unreadCount === 0}
            onClick={markAll}
          >
            Mark all as read
          </Button>
          <Button
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            disabled={notifications.length === 0}
            onClick={() => setConfirming(true)}
          >
            Clear all
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p={4}>
        {body}
      </Paper>
      <ClearAllModal
        opened={confirming}
        count={notifications.length}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
