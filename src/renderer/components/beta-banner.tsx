import { useState } from 'react';
import { Anchor, CloseButton, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { BETA_NOTICE_DISMISSED_KEY } from '../lib/device-storage';
import { tone } from '../lib/tones';

const dismissedHere = () => {
  try {
    return window.localStorage.getItem(BETA_NOTICE_DISMISSED_KEY) === 'yes';
  } catch {
    return false;
  }
};

/**
 * The BETA notice shown on the landing page and in the signed-in shell, until it is dismissed
 * on this device.
 */
export function BetaBanner() {
  const [dismissed, setDismissed] = useState(dismissedHere);
  if (dismissed) return null;
  function dismiss() {
    try {
      window.localStorage.setItem(BETA_NOTICE_DISMISSED_KEY, 'yes');
    } catch {
      // Storage refused (a private window): the notice still goes for this visit.
    }
    setDismissed(true);
  }
  return (
    <Paper
      component="aside"
      aria-label="Beta notice"
      radius={0}
      px="md"
      py={6}
      bg={tone.tintSurface}
    >
      <Group justify="center" gap="xs" wrap="wrap">
        <Text size="sm" fw={600} c={tone.brandStrongText}>
          Velvet is in BETA.
        </Text>
        <Text size="sm" c={tone.brandStrongText}>
          Tell us what you think:
        </Text>
        <Anchor
          component={Link}
          to={paths.contact.getHref()}
          size="sm"
          fw={600}
          c={tone.brandStrongText}
          underline="always"
        >
          Send Feedback
        </Anchor>
        <CloseButton
          size="sm"
          c={tone.brandStrongText}
          aria-label="Dismiss the beta notice"
          onClick={dismiss}
        />
      </Group>
    </Paper>
  );
}
