import { Anchor, Center, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { NotFoundPage } from '../../components/not-found-page';
import { RetryAlert } from '../../components/retry-alert';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useServerAddress, useShowSavedServerAddress } from '../../lib/server-address';
import { platform, type ServerAddressSetting } from '../../platform';
import { ServerAddressForm } from './server-address-form';
import { tone } from '../../lib/tones';

/** /desktop/server-address: which server the desktop app talks to; not a page elsewhere. */
export function ServerAddressPage() {
  const setting = platform.serverAddress;
  if (!setting) return <NotFoundPage />;
  return <ServerAddress setting={setting} />;
}

function ServerAddress({ setting }: { setting: ServerAddressSetting }) {
  const current = useServerAddress(setting);
  const showSaved = useShowSavedServerAddress();
  const signedIn = useSession() !== null;

  return (
    <Center component="main" mih="100dvh" px="sm" py="xl" bg={tone.tintSurface}>
      <Paper withBorder shadow="md" w="100%" maw={480} p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              Server address
            </Title>
            <Text size="sm" c="dimmed">
              The Velvet server this app signs in to.
            </Text>
          </Stack>
          {current.status === 'error' ? (
            <RetryAlert title="The current address could not be read." onRetry={current.retry} />
          ) : (
            <Text size="sm" component="div">
              Current address:{' '}
              {current.status === 'pending' ? (
                <Text span size="sm" c="dimmed">
                  Loading…
                </Text>
              ) : (
                <Code fz="sm" style={{ wordBreak: 'break-all' }}>
                  {current.data}
                </Code>
              )}
            </Text>
          )}
          <ServerAddressForm
            setting={setting}
            current={current.status === 'success' ? current.data : null}
            onSaved={showSaved}
          />
          <Anchor
            component={Link}
            to={signedIn ? paths.dashboard.getHref() : paths.login.getHref()}
            size="sm"
          >
            {signedIn ? 'Back to Dashboard' : 'Back to Sign In'}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
