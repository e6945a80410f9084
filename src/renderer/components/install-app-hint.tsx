import { Button, CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconDeviceMobileDown, IconDownload } from '@tabler/icons-react';
import type { InstallPrompt } from '../lib/use-install-prompt';
import { tone } from '../lib/tones';

/** The Install App button, shown when the browser offers installation. */
export function InstallAppButton({ install }: Pick<InstallPrompt, 'install'>) {
  return (
    <Button
      variant="light"
      size="sm"
      leftSection={<IconDownload size={16} aria-hidden />}
      onClick={() => void install()}
    >
      Install App
    </Button>
  );
}

const IOS_TIP = (
  <>
    Install Velvet on this iPhone or iPad: tap Share, then &ldquo;Add to Home Screen&rdquo; to add
    Velvet to your home screen.
  </>
);

interface InstallAppTipProps extends Pick<InstallPrompt, 'dismissHint'> {
  /**
   * This is an iPhone or iPad (`showIosHint`), which installs web apps only through Share.
   * Anywhere else the browser offers installation itself (Install App) or cannot install
   * Velvet, so the tip shows nothing.
   */
  ios: boolean;
}

/** The manual add-to-home-screen hint, for iPhone and iPad only. */
export function InstallAppTip({ dismissHint, ios }: InstallAppTipProps) {
  if (!ios) return null;
  return (
    <Paper bg={tone.tintSurface} c={tone.brandStrongText} radius="md" px="sm" py={6} mt="sm">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap">
          <IconDeviceMobileDown size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{IOS_TIP}</Text>
        </Group>
        <CloseButton
          aria-label="Dismiss install tip"
          onClick={dismissHint}
          c={tone.brandStrongText}
        />
      </Group>
    </Paper>
  );
}
