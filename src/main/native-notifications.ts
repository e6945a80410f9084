import type {
  Notification as ElectronNotification,
  NotificationConstructorOptions,
} from 'electron';
import type { Notification } from '@shared/api/notifications';
import { appPathSchema } from '@shared/ipc';

type NotificationClass = new (options: NotificationConstructorOptions) => ElectronNotification;

/**
 * One native notification for a new unread item. Clicking it brings Velvet forward on the
 * item's page; an actionUrl that is not an in-app path just brings Velvet forward.
 */
export function showNativeNotification(
  NativeNotification: NotificationClass & { isSupported(): boolean },
  item: Notification,
  onClick: (path: string | null) => void,
): ElectronNotification | null {
  if (!NativeNotification.isSupported()) return null;
  const notification = new NativeNotification({ title: item.title, body: item.description });
  const path = appPathSchema.safeParse(item.actionUrl);
  notification.on('click', () => onClick(path.success ? path.data : null));
  notification.show();
  return notification;
}
