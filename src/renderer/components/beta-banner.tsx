import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { tone } from '../lib/tones';

/** The BETA notice shown on the landing page and in the signed-in shell. */
export function BetaBanner() {
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
      </Group>
    </Paper>
  );
}
