import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconUserHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../config/paths';

/**
 * What a screen that needs a couple shows a player without one: why it is closed (`title`),
 * and the way to the account profile, where the partner is invited.
 */
export function ConnectPartnerNotice({ title }: { title: string }) {
  return (
    <Alert
      role="status"
      color="velvet"
      variant="light"
      icon={<IconUserHeart size={20} aria-hidden />}
      title={title}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">Invite your partner from your account profile to get started.</Text>
        <Button component={Link} to={paths.accountProfile.getHref()} size="xs">
          Go to Account Profile
        </Button>
      </Stack>
    </Alert>
  );
}
