import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { platform } from '../../platform';
import { PartnerPanel } from './partner-panel';
import { ProfileCard } from './profile-card';
import { SubscriptionPanel } from './subscription-panel';

/**
 * /account-profile: the player's profile (view and edit), the partner connection and, in a
 * couple, the subscription plan. The shell's top bar carries the page's title.
 */
export function AccountProfilePage() {
  // The stored session stands in until the session store has caught up with it (first render).
  const session = useSession() ?? platform.currentSession();
  const location = useLocation();

  // No token, or one without a player id, means no session.
  if (!session) {
    return (
      <Navigate
        to={paths.login.getHref()}
        replace
        state={{ from: location.pathname + location.search }}
      />
    );
  }

  return (
    <Stack gap="lg" maw={760}>
      <ProfileCard playerId={session.playerId} />
      <PartnerPanel session={session} />
      {session.coupleId !== null && <SubscriptionPanel coupleId={session.coupleId} />}
      <Group justify="space-between" gap="sm">
        <Button
          component={Link}
          to={paths.dashboard.getHref()}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Back to Dashboard
        </Button>
        <Anchor component={Link} to={paths.pricing.getHref()} size="sm">
          See pricing
        </Anchor>
      </Group>
    </Stack>
  );
}
