import { notifications as toasts } from '@mantine/notifications';

/** A change to the list failed: the cache has already put the list back, so just say so. */
export function reportFailure(message: string) {
  toasts.show({ color: 'red', title: 'Something went wrong', message });
}
