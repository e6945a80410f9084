import { useId, useState } from 'react';
import {
  Box,
  Button,
  Divider,
  Group,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBellOff, IconChecks } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { usePressOnArrival } from '../../lib/use-press-on-arrival';
import { BellButton } from './bell-button';
import { useNotifications } from './notification-provider';
import { NotificationItem } from './notification-item';
import { NotificationList } from './notification-list';
import { EMPTY_TEXT, failures } from './messages';
import { reportFailure } from './report-failure';
import { useNow } from './use-now';

function DropdownBody({ onOpen }: { onOpen: () => void }) {
  const { notifications, loading } = useNotifications();
  const now = useNow();

  if (notifications.length === 0) {
    return loading ? (
      <Group gap="xs" justify="center" py="xl" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          Loading notifications…
        </Text>
      </Group>
    ) : (
      <Stack align="center" gap={6} py="xl" px="md">
        <IconBellOff size={28} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
        <Text size="sm" c="dimmed">
          {EMPTY_TEXT}
        </Text>
      </Stack>
    );
  }

  return (
    <ScrollArea.Autosize mah="min(420px, 60vh)" type="auto" offsetScrollbars>
      <Box p={4}>
        <NotificationList label="Latest notifications">
          {notifications.map((notification) => (
            <li key={notification.id}>
              <NotificationItem notification={notification} now={now} onOpen={onOpen} compact />
            </li>
          ))}
        </NotificationList>
      </Box>
    </ScrollArea.Autosize>
  );
}

/**
 * The bell's dropdown of the latest notifications, with Mark all as read and a way to the full
 * list. Fetched after the first screen (./notification-bell.tsx); `pressedBefore` when the player
 * pressed the bell before it arrived.
 */
export function BellPopover({ pressedBefore }: { pressedBefore: boolean }) {
  const { unreadCount, markAllAsRead } = useNotifications();
  const [opened, setOpened] = useState(false);
  const targetRef = usePressOnArrival(pressedBefore);
  const headingId = useId();
  const close = () => setOpened(false);

  function markAll() {
    void markAllAsRead().catch(() => reportFailure(failures.markAllRead));
  }

  // The trigger lives in the fixed top bar and is never scrolled away, so detachment checks only
  // misfire (jsdom reports every element as zero-sized and "hidden").
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width={380}
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
      withinPortal
      hideDetached={false}
      middlewares={{ flip: true, shift: { padding: 8 } }}
    >
      <Popover.Target>
        <BellButton
          ref={targetRef}
          unreadCount={unreadCount}
          onClick={() => setOpened((open) => !open)}
        />
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={headingId} p={0} maw="calc(100vw - 16px)">
        <Group justify="space-between" wrap="nowrap" gap="xs" px="md" py="sm">
          <Title order={2} size="h5" id={headingId}>
            Notifications
          </Title>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconChecks size={16} aria-hidden />}
            disabled={unreadCount === 0}
            onClick={markAll}
          >
            Mark all as read
          </Button>
        </Group>
        <Divider />
        <DropdownBody onOpen={close} />
        <Divider />
        <Box p={6}>
          <Button
            component={Link}
            to={paths.notifications.getHref()}
            variant="subtle"
            fullWidth
            onClick={close}
          >
            View all notifications
          </Button>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
