import type { ReactNode } from 'react';
import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconLock, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { RouteResponse } from '../../lib/route-types';
import type { checkFeature } from '@shared/api/subscription';
import { COACH_ERRORS, COACH_FEATURE, COACH_MESSAGES } from '@shared/domain/coach';
import { lowestTierWith } from '@shared/domain/tiers';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import type { RetryableQuery } from '../../lib/route-query';
import { COACH_TEXTS } from './messages';

type AccessQuery = Pick<
  RetryableQuery<RouteResponse<typeof checkFeature>>,
  'status' | 'data' | 'error' | 'retry'
>;

/** The plan the notice names: the lowest one whose features include the coach. */
const NEEDED_TIER = lowestTierWith(COACH_FEATURE) ?? 'Premium';

/** Why the coach is closed to this couple, and the way to the plans. */
export function UpgradeNotice() {
  return (
    <Alert
      role="status"
      color="velvet"
      variant="light"
      icon={<IconLock size={20} aria-hidden />}
      title={COACH_ERRORS.needsTier(NEEDED_TIER)}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{COACH_TEXTS.upgrade}</Text>
        <Button
          component={Link}
          to={paths.pricing.getHref()}
          size="xs"
          leftSection={<IconSparkles size={16} aria-hidden />}
        >
          Upgrade
        </Button>
      </Stack>
    </Alert>
  );
}

/** The coach once the plan is known, told whether the plan includes it. */
export function CoachAccessGate({
  access,
  children,
}: {
  access: AccessQuery;
  children: (hasAccess: boolean) => ReactNode;
}) {
  return (
    <QueryState
      query={access}
      errorTitle={COACH_MESSAGES.tierFailed}
      loading={
        <Center py="md">
          <Loader size="sm" role="status" aria-label="Checking your plan" />
        </Center>
      }
    >
      {(loaded) => children(loaded.hasAccess)}
    </QueryState>
  );
}
