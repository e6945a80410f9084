import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useServerAddress } from '../../lib/server-address';
import type { ServerAddressSetting } from '../../platform';

/** Which server signing in goes to, with a way to change it (desktop app only). */
export function ServerAddressLine({ setting }: { setting: ServerAddressSetting }) {
  const address = useServerAddress(setting);
  const shown =
    address.status === 'success' ? address.data : address.status === 'pending' ? '…' : 'unknown';

  return (
    <Text size="sm" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }}>
      Server: {shown}{' '}
      <Anchor
        component={Link}
        to={paths.serverAddress.getHref()}
        aria-label="Change server address"
      >
        Change
      </Anchor>
    </Text>
  );
}
