import { Outlet } from 'react-router';
import { laterComponent } from '../lib/later-component';

// Where toasts show: not part of the first screen. A toast raised before it arrives waits in
// Mantine's store and shows as soon as it has.
const ToastViewport = laterComponent(() =>
  import('./toast-viewport').then((module) => module.ToastViewport),
);

/**
 * Where toasts show, around the screens that raise them (the signed-in app and the admin
 * tools); the public pages raise none, so their visitors do not download it.
 */
export function ToastLayer() {
  return (
    <>
      <ToastViewport position="top-right" fallback={null} />
      <Outlet />
    </>
  );
}
