// Its own module so the bundler can leave the toasts' viewport (and its transitions) out of the
// first download while `notifications.show` stays in it (see ./toast-layer.tsx).
export { Notifications as ToastViewport } from '@mantine/notifications';
