import type { ReactNode } from 'react';
import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { useNotifications, type Notification } from './notification-provider';
import { NotificationIcon } from './notification-icon';
import classes from './notifications.module.css';
import { fullTime, relativeTime } from './relative-time';
import { failures } from './messages';
import { reportFailure } from './report-failure';

/** Marks the items arrow keys move between (see NotificationList). */
export const ITEM_ATTRIBUTE = 'data-notification-item';

/** Only paths inside the app are followed; anything else just marks the item read. */
export function isAppPath(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

interface NotificationItemProps {
  notification: Notification;
  now: number;
  /** Called once the item is chosen (the bell closes its dropdown). */
  onOpen?: () => void;
  /** The bell's narrow list clamps long descriptions. */
  compact?: boolean;
}

/**
 * One notification: icon, title, description, how long ago and, while unread, a dot. Choosing it
 * marks it read and goes to its actionUrl. Its name is its whole text ("New dare, unread A dare
 * is waiting. 5 min ago"): a shorter name would leave out text the control shows, and speech
 * input users say what they see.
 */
export function NotificationItem({ notification, now, onOpen, compact }: NotificationItemProps) {
  const { markAsRead } = useNotifications();
  const unread = !notification.read;

  function choose() {
    if (unread) void markAsRead(notification.id).catch(() => reportFailure(failures.markRead));
    onOpen?.();
  }

  const common = {
    className: classes.item,
    'data-unread': unread || undefined,
    [ITEM_ATTRIBUTE]: '',
    onClick: choose,
  };

  const content: ReactNode = (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <NotificationIcon notification={notification} />
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text
          size="sm"
          fw={unread ? 700 : 500}
          lineClamp={compact ? 1 : undefined}
          data-notification-title
        >
          {notification.title}
          {/* Repeats about one item are one line; how many it stands for shows after the title. */}
          {(notification.count ?? 1) > 1 && (
            <>
              {' '}
              <Text span size="xs" c="dimmed" fw={500} data-notification-count>
                {`· ${notification.count} times`}
              </Text>
            </>
          )}
          {/* The dot says it to the eye. */}
          {unread && <VisuallyHidden>, unread</VisuallyHidden>}
        </Text>
        <Box>
          <Text size="sm" c="dimmed" lineClamp={compact ? 2 : undefined}>
            {notification.description}
          </Text>
          <Text size="xs" c="dimmed" mt={2}>
            <time dateTime={notification.createdAt} title={fullTime(notification.createdAt)}>
              {relativeTime(notification.createdAt, now)}
            </time>
          </Text>
        </Box>
      </Stack>
      {unread && <span className={classes.unreadDot} aria-hidden data-unread-dot />}
    </Group>
  );

  return isAppPath(notification.actionUrl) ? (
    <Link to={notification.actionUrl} {...common}>
      {content}
    </Link>
  ) : (
    <UnstyledButton {...common}>{content}</UnstyledButton>
  );
}
