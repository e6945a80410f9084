import { Indicator } from '@mantine/core';
import { badgeLabel } from '@shared/domain/notifications';
import { laterComponent } from '../../lib/later-component';
import { usePressBeforeArrival } from '../../lib/use-press-on-arrival';
import { BellButton } from './bell-button';
import { useNotifications } from './notification-provider';

// The dropdown (a popover with its positioning engine) is not part of the first screen.
const BellPopover = laterComponent(() =>
  import('./notification-bell-popover').then((module) => module.BellPopover),
);

/**
 * The top bar's bell: the unread count as a badge (99+ above 99) and a dropdown of the latest
 * notifications. Until the dropdown's code has arrived the bell is the same button, and a press
 * fetches it and opens it.
 */
export function NotificationBell() {
  const { unreadCount } = useNotifications();
  const arrival = usePressBeforeArrival(BellPopover);
  const badge = badgeLabel(unreadCount);

  return (
    <Indicator
      label={
        <span aria-hidden data-testid="notification-badge">
          {badge}
        </span>
      }
      disabled={!badge}
      size={18}
      offset={6}
      color="red"
      zIndex={2}
      inline
    >
      <BellPopover
        pressedBefore={arrival.pressedBefore}
        fallback={
          <BellButton
            unreadCount={unreadCount}
            aria-haspopup="dialog"
            aria-expanded={false}
            onClick={arrival.press}
          />
        }
      />
    </Indicator>
  );
}
