import type { ReactNode } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShieldCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useSignedInSession } from '../../lib/session';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccount } from './delete-account';
import { DownloadMyData } from './download-my-data';
import { NotificationSwitches } from './notification-switches';
import { ThemeSettings } from './theme-settings';

/** One card of the page: a region named by its heading. */
function SettingsSection({
  id,
  title,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby={`${id}-heading`}
      style={danger ? { borderColor: 'var(--mantine-color-red-outline)' } : undefined}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={`${id}-heading`}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/**
 * /settings: the notification switches (email, discreet mode), the theme, the boundaries, the
 * password, the player's data and deleting the account, and the way back to the dashboard.
 */
export function SettingsPage() {
  const session = useSignedInSession();
  return (
    <Stack gap="lg" maw={760}>
      <SettingsSection id="notifications" title="Notifications">
        <NotificationSwitches key={session.playerId} />
      </SettingsSection>
      <SettingsSection id="appearance" title="Appearance">
        <ThemeSettings />
      </SettingsSection>
      <SettingsSection id="boundaries" title="Boundaries">
        <Stack gap="sm" align="flex-start">
          <Text size="sm" c="dimmed">
            Review the hard boundaries you set for your journey and add more.
          </Text>
          <Button
            component={Link}
            to={paths.boundaries.getHref()}
            variant="light"
            leftSection={<IconShieldCheck size={16} aria-hidden />}
          >
            My Boundaries
          </Button>
        </Stack>
      </SettingsSection>
      <SettingsSection id="password" title="Password">
        <ChangePasswordForm key={session.playerId} />
      </SettingsSection>
      <SettingsSection id="your-data" title="Your data">
        <DownloadMyData />
      </SettingsSection>
      <SettingsSection id="danger-zone" title="Delete account" danger>
        <DeleteAccount />
      </SettingsSection>
      <div>
        <Button
          component={Link}
          to={paths.dashboard.getHref()}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Dashboard
        </Button>
      </div>
    </Stack>
  );
}
