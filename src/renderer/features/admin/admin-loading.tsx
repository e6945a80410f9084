import { Center, Loader } from '@mantine/core';

/** Shown while the admin session is still being read (the desktop app asks its main process). */
export function AdminLoading() {
  return (
    <Center mih="100dvh">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}
