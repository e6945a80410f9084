import { useState } from 'react';
import { Group, Skeleton, Stack, Switch } from '@mantine/core';
import type { NotificationSettings } from '@shared/api/settings';
import { NoticeAlert, type Notice } from '../../components/notice-alert';
import { QueryState } from '../../components/query-state';
import { useNotificationSettings, useUpdateNotificationSettings } from './api';
import { SETTINGS_MESSAGES } from './messages';

const settingsPlaceholder = (
  <Group gap="sm" wrap="nowrap" aria-hidden>
    <Skeleton height={24} width={44} radius="xl" />
    <Stack gap={6} style={{ flex: 1 }}>
      <Skeleton height={14} width={140} />
      <Skeleton height={12} width="70%" />
    </Stack>
  </Group>
);

interface SettingSwitchProps {
  setting: keyof NotificationSettings;
  saved: boolean;
  label: string;
  description: string;
  /** What the player is told once the change is saved. */
  savedText: (on: boolean) => string;
}

/** One setting's switch: it moves at once, moves back if the server refuses, and says which. */
function SettingSwitch({ setting, saved, label, description, savedText }: SettingSwitchProps) {
  const update = useUpdateNotificationSettings();
  const [notice, setNotice] = useState<Notice | null>(null);
  const pending = update.isPending ? update.variables.body?.[setting] : undefined;
  const checked = pending ?? saved;

  function toggle(next: boolean) {
    setNotice(null);
    update.mutate(
      { body: { [setting]: next } },
      {
        onSuccess: (result) => setNotice({ tone: 'success', text: savedText(result[setting]) }),
        onError: () => setNotice({ tone: 'error', text: SETTINGS_MESSAGES.updateFailed }),
      },
    );
  }

  return (
    <Stack gap="sm">
      <Switch
        label={label}
        // The label wraps the description too; keep the switch's name to the label alone.
        aria-label={label}
        description={description}
        size="md"
        checked={checked}
        aria-busy={update.isPending}
        onChange={(event) => {
          // While a change is being saved the switch keeps its place (and the keyboard focus).
          if (!update.isPending) toggle(event.currentTarget.checked);
        }}
      />
      {notice && <NoticeAlert notice={notice} onClose={() => setNotice(null)} />}
    </Stack>
  );
}

/** The email switch and discreet mode, once the player's settings are read. */
export function NotificationSwitches() {
  const settings = useNotificationSettings();
  return (
    <QueryState
      query={settings}
      errorTitle={SETTINGS_MESSAGES.loadFailed}
      loading={settingsPlaceholder}
    >
      {(loaded) => (
        <Stack gap="lg">
          <SettingSwitch
            setting="receiveEmailNotifications"
            saved={loaded.receiveEmailNotifications}
            label="Email notifications"
            description="Get emails about your partner, invitations and your plan."
            savedText={(on) => (on ? SETTINGS_MESSAGES.enabled : SETTINGS_MESSAGES.disabled)}
          />
          <SettingSwitch
            setting="discreetMode"
            saved={loaded.discreetMode}
            label="Discreet mode"
            description="Notifications, on this screen, on your desktop and by email, only say you have something new in Velvet, never what."
            savedText={(on) => (on ? SETTINGS_MESSAGES.discreetOn : SETTINGS_MESSAGES.discreetOff)}
          />
        </Stack>
      )}
    </QueryState>
  );
}
