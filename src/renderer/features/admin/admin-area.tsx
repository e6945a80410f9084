import { useState } from 'react';
import { Anchor, Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAppWindow } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths';
import { openAdminWindow } from '../../platform/admin';
import { tone } from '../../lib/tones';

/**
 * Every /admin page. The desktop app's player window has no admin session (main refuses admin
 * calls from it) but can open the admin window, where the same pages run; anywhere else the
 * pages show here.
 */
export function AdminArea() {
  if (!openAdminWindow) return <Outlet />;
  return <AdminToolsElsewhere open={openAdminWindow} />;
}

function AdminToolsElsewhere({ open }: { open: () => Promise<void> }) {
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);

  async function openWindow() {
    setOpening(true);
    setFailed(false);
    try {
      await open();
    } catch {
      setFailed(true);
    } finally {
      setOpening(false);
    }
  }

  return (
    <Center component="main" mih="100dvh" px="sm" py="xl" bg={tone.mutedSurface}>
      <Paper withBorder shadow="md" w="100%" maw={420} p={{ base: 'md', xs: 'xl' }}>
        <Stack gap="md" align="center" ta="center">
          <Title order={1} size="h2">
            Velvet Admin
          </Title>
          <Text>Admin tools open in their own window.</Text>
          {failed && (
            <Text role="alert" c={tone.dangerText} size="sm">
              The admin window could not be opened. Please try again.
            </Text>
          )}
          <Button
            leftSection={<IconAppWindow size={18} aria-hidden />}
            loading={opening}
            onClick={() => void openWindow()}
          >
            Open admin tools
          </Button>
          <Anchor component={Link} to={paths.landing.getHref()} size="sm">
            Back to Velvet
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
