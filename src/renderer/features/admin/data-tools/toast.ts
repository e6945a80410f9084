import { notifications } from '@mantine/notifications';

/** A data-tools toast dismisses itself after 5 s. */
export const TOAST_MS = 5000;

/** A toast at top right: green for success, red for error. */
export function showToast(tone: 'success' | 'error', message: string) {
  notifications.show({
    color: tone === 'success' ? 'green' : 'red',
    message,
    autoClose: TOAST_MS,
    position: 'top-right',
    withCloseButton: true,
  });
}
