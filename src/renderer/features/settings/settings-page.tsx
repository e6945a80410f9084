import { useState } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconCircleCheck,
  IconShieldCheck,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import { useSignedInSession } from '../../lib/session';
import { useNotificationSettings, useUpdateNotificationSettings } from './api';
import { SETTINGS_MESSAGES } from './messages';
import { ThemeSettings } from './theme-settings';

interface Feedback {
  tone: 'success' | 'error';
  text: string;
}

const settingsPlaceholder = (
  <Group gap="sm" wrap="nowrap" aria-hidden>
    <Skeleton height={24} width={44} radius="xl" />
    <Stack gap={6} style={{ flex: 1 }}>
      <Skeleton height={14} width={140} />
      <Skeleton height={12} width="70%" />
    </Stack>
  </Group>
);

function NotificationSettings() {
  const settings = useNotificationSettings();
  return (
    <QueryState
      query={settings}
      errorTitle={SETTINGS_MESSAGES.loadFailed}
      loading={settingsPlaceholder}
    >
      {(loaded) => <EmailSwitch saved={loaded.receiveEmailNotifications} />}
    </QueryState>
  );
}

function EmailSwitch({ saved }: { saved: boolean }) {
  const update = useUpdateNotificationSettings();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  // The switch moves at once and moves back if the server refuses.
  const enabled = update.isPending ? update.variables.body!.receiveEmailNotifications : saved;

  function toggle(next: boolean) {
    setFeedback(null);
    update.mutate(
      { body: { receiveEmailNotifications: next } },
      {
        onSuccess: (result) =>
          setFeedback({
            tone: 'success',
            text: result.receiveEmailNotifications
              ? SETTINGS_MESSAGES.enabled
              : SETTINGS_MESSAGES.disabled,
          }),
        onError: () => setFeedback({ tone: 'error', text: SETTINGS_MESSAGES.updateFailed }),
      },
    );
  }

  return (
    <Stack gap="md">
      <Switch
        label="Email notifications"
        // The label wraps the description too; keep the switch's name to the label alone.
        aria-label="Email notifications"
        description="Get emails about your partner, invitations and your plan."
        size="md"
        checked={enabled}
        aria-busy={update.isPending}
        onChange={(event) => {
          // While a change is being saved the switch keeps its place (and the keyboard focus).
          if (!update.isPending) toggle(event.currentTarget.checked);
        }}
      />
      {feedback && (
        <Alert
          role={feedback.tone === 'success' ? 'status' : 'alert'}
          color={feedback.tone === 'success' ? 'teal' : 'red'}
          variant="light"
          icon={
            feedback.tone === 'success' ? (
              <IconCircleCheck aria-hidden />
            ) : (
              <IconAlertCircle aria-hidden />
            )
          }
        >
          {feedback.text}
        </Alert>
      )}
    </Stack>
  );
}

/** /settings: the email notification switch, the theme, and the way back to the dashboard. */
export function SettingsPage() {
  const session = useSignedInSession();
  return (
    <Stack gap="lg" maw={760}>
      <Card
        withBorder
        padding="lg"
        radius="md"
        component="section"
        aria-labelledby="notifications-heading"
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="notifications-heading">
            Notifications
          </Title>
          <NotificationSettings key={session.playerId} />
        </Stack>
      </Card>
      <Card
        withBorder
        padding="lg"
        radius="md"
        component="section"
        aria-labelledby="appearance-heading"
      >
        <Stack gap="md">
          <Title order={2} size="h3" id="appearance-heading">
            Appearance
          </Title>
          <ThemeSettings />
        </Stack>
      </Card>
      <Card
        withBorder
        padding="lg"
        radius="md"
        component="section"
        aria-labelledby="boundaries-heading"
      >
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3" id="boundaries-heading">
            Boundaries
          </Title>
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
      </Card>
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
