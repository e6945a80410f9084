import { Anchor, Button, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useEmailVerified } from '../../features/accounts/api';
import { EmailVerificationNotice } from '../../features/accounts/email-verification-notice';
import { ProfileCard } from '../../features/accounts/profile-card';
import { PartnerPanel } from '../../features/couples/partner-panel';
import { SubscriptionPanel } from '../../features/subscription/subscription-panel';
import { useSignedInSession } from '../../lib/session';

/**
 * /account-profile: the player's profile (view and edit), the partner connection (waiting, with
 * the way to a new link, while the email is unconfirmed) and, in a couple, the subscription
 * plan. The shell's top bar carries the page's title.
 */
export function AccountProfilePage() {
  const session = useSignedInSession();
  const emailVerified = useEmailVerified(session.playerId);

  return (
    <Stack gap="lg" maw={760}>
      <ProfileCard playerId={session.playerId} />
      <PartnerPanel
        session={session}
        emailVerified={emailVerified}
        verificationNotice={<EmailVerificationNotice playerId={session.playerId} />}
      />
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
