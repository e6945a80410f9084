import { useCallback, useEffect, useState } from 'react';
import { RetryAlert } from '../../components/retry-alert';
import { Alert, Button, Card, Group, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { getNotificationSettings, updateNotificationSettings } from '@shared/api/settings';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { useSignedInSession } from '../../lib/session';

/** The settings texts, word for word from the spec's catalogue. */
const SETTINGS_MESSAGES = {
  loadFailed: 'Failed to load settings',
  updateFailed: 'Failed to update settings',
  enabled: 'Notifications enabled successfully',
  disabled: 'Notifications disabled successfully',
} as const;

type Loaded = { status: 'loading' } | { status: 'error' } | { status: 'ready'; enabled: boolean };

interface Feedback {
  tone: 'success' | 'error';
  text: string;
}

function useNotificationSetting(playerId: string) {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; state: Loaded } | null>(null);
  const key = `${playerId}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    api(getNotificationSettings, { signal: controller.signal }).then(
      (settings) =>
        setSettled({
          key,
          state: { status: 'ready', enabled: settings.receiveEmailNotifications },
        }),
      () => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const set = useCallback(
    (enabled: boolean) => setSettled({ key, state: { status: 'ready', enabled } }),
    [key],
  );
  const state: Loaded = settled?.key === key ? settled.state : { status: 'loading' };
  return { state, retry, set };
}

function NotificationSettings({ playerId }: { playerId: string }) {
  const { state, retry, set } = useNotificationSetting(playerId);
  const [saving, setSaving] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);

  async function toggle(enabled: boolean, previous: boolean) {
    // The switch moves at once and moves back if the server refuses.
    set(enabled);
    setSaving(true);
    setFeedback(null);
    try {
      const saved = await api(updateNotificationSettings, {
        body: { receiveEmailNotifications: enabled },
      });
      set(saved.receiveEmailNotifications);
      setFeedback({
        tone: 'success',
        text: saved.receiveEmailNotifications
          ? SETTINGS_MESSAGES.enabled
          : SETTINGS_MESSAGES.disabled,
      });
    } catch {
      set(previous);
      setFeedback({ tone: 'error', text: SETTINGS_MESSAGES.updateFailed });
    } finally {
      setSaving(false);
    }
  }

  if (state.status === 'loading') {
    return (
      <Group gap="sm" wrap="nowrap" aria-hidden>
        <Skeleton height={24} width={44} radius="xl" />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={14} width={140} />
          <Skeleton height={12} width="70%" />
        </Stack>
      </Group>
    );
  }
  if (state.status === 'error') {
    return <RetryAlert title={SETTINGS_MESSAGES.loadFailed} onRetry={retry} />;
  }

  return (
    <Stack gap="md">
      <Switch
        label="Email notifications"
        // The label wraps the description too; keep the switch's name to the label alone.
        aria-label="Email notifications"
        description="Get emails about your partner, invitations and your plan."
        size="md"
        checked={state.enabled}
        aria-busy={saving}
        onChange={(event) => {
          // While a change is being saved the switch keeps its place (and the keyboard focus).
          if (!saving) void toggle(event.currentTarget.checked, state.enabled);
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

/** /settings: the email notification switch and the way back to the dashboard. */
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
          <NotificationSettings key={session.playerId} playerId={session.playerId} />
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
