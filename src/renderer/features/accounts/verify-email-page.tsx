import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { getPlayer, verifyEmail } from '@shared/api/routes/accounts';
import { EMAIL_VERIFICATION_MESSAGES } from '@shared/domain/accounts';
import { paths } from '../../config/paths';
import { failedWith } from '../../lib/query-client';
import { invalidateRoutes } from '../../lib/route-query';
import { useSession } from '../../lib/session';
import { confirmEmail } from './api';
import { AuthLayout } from './auth-layout';
import { errorMessage } from './error-message';
import { ACCOUNT_MESSAGES } from './messages';

/** Where the player goes next: their dashboard when signed in, else the sign-in page. */
function WayOn({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <Button component={Link} to={paths.dashboard.getHref()} fullWidth>
      Go to Dashboard
    </Button>
  ) : (
    <Button component={Link} to={paths.login.getHref()} fullWidth>
      Sign In
    </Button>
  );
}

/**
 * The link is confirmed once per visit: a read keyed by the token rather than a write, so the
 * page showing twice (React's checks, a re-render) never spends the single-use token twice.
 */
function useConfirmation(token: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: [verifyEmail.name, token],
    queryFn: async () => {
      const reply = await confirmEmail(token);
      // A signed-in player's screens read their record again: the notice about it goes away.
      void invalidateRoutes(client, [getPlayer]);
      return reply;
    },
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** /verify-email?token=…: confirms the player's email with the link sent to it. */
export function VerifyEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const signedIn = useSession() !== null;
  const confirmation = useConfirmation(token);
  // A refusal (400) means the link is spent, expired or mistyped; anything else may pass.
  const linkRefused = token === '' || failedWith(confirmation.error, 400);

  return (
    <AuthLayout title="Confirm your email">
      {linkRefused ? (
        <Stack>
          <Alert color="yellow" icon={<IconLinkOff aria-hidden />} role="alert">
            {EMAIL_VERIFICATION_MESSAGES.invalid}
          </Alert>
          <WayOn signedIn={signedIn} />
        </Stack>
      ) : confirmation.status === 'pending' ? (
        <Center py="md">
          <Stack align="center" gap="xs" aria-busy="true">
            <Loader size="sm" role="status" aria-label={ACCOUNT_MESSAGES.confirmingEmail} />
            <Text size="sm" c="dimmed">
              {ACCOUNT_MESSAGES.confirmingEmail}
            </Text>
          </Stack>
        </Center>
      ) : confirmation.status === 'error' ? (
        <Stack>
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorMessage(confirmation.error, ACCOUNT_MESSAGES.confirmEmailFailed)}
          </Alert>
          <Button
            variant="default"
            fullWidth
            loading={confirmation.isFetching}
            onClick={() => void confirmation.refetch()}
          >
            Try again
          </Button>
        </Stack>
      ) : (
        <Stack>
          <Alert color="green" icon={<IconCircleCheck aria-hidden />} role="status">
            {EMAIL_VERIFICATION_MESSAGES.verified}
          </Alert>
          <WayOn signedIn={signedIn} />
        </Stack>
      )}
    </AuthLayout>
  );
}
