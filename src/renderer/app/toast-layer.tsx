import { Notifications } from '@mantine/notifications';
import { Outlet } from 'react-router';

/**
 * Where toasts show, around the screens that raise them (the signed-in app and the admin
 * tools); the public pages raise none, so their visitors do not download it.
 */
export function ToastLayer() {
  return (
    <>
      <Notifications position="top-right" />
      <Outlet />
    </>
  );
}
