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

const GENERAL_TIP = (
  <>
    Tip: add Velvet to your home screen from your browser&apos;s menu (on iPhone or iPad, tap Share,
    then &ldquo;Add to Home Screen&rdquo;).
  </>
);

const IOS_TIP = (
  <>
    Install Velvet on this iPhone or iPad: tap Share, then &ldquo;Add to Home Screen&rdquo; to add
    Velvet to your home screen.
  </>
);

interface InstallAppTipProps extends Pick<InstallPrompt, 'dismissHint'> {
  /** Word it for iPhone and iPad, which install only through Share. */
  ios?: boolean;
}

/** The manual hint for browsers that do not offer installation themselves. */
export function InstallAppTip({ dismissHint, ios = false }: InstallAppTipProps) {
  return (
    <Paper bg={tone.tintSurface} c={tone.brandStrongText} radius="md" px="sm" py={6} mt="sm">
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap="xs" wrap="nowrap">
          <IconDeviceMobileDown size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm">{ios ? IOS_TIP : GENERAL_TIP}</Text>
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
