import { Anchor, Group, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/** The BETA notice shown on the landing page and in the signed-in shell. */
export function BetaBanner() {
  return (
    <Paper component="aside" aria-label="Beta notice" radius={0} px="md" py={6} bg="velvet.0">
      <Group justify="center" gap="xs" wrap="wrap">
        <Text size="sm" fw={600} c="velvet.9">
          Velvet is in BETA.
        </Text>
        <Text size="sm" c="velvet.9">
          Tell us what you think:
        </Text>
        <Anchor
          component={Link}
          to={paths.contact.getHref()}
          size="sm"
          fw={600}
          c="velvet.9"
          underline="always"
        >
          Send Feedback
        </Anchor>
      </Group>
    </Paper>
  );
}
