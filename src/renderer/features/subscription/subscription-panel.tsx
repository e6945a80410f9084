import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PLAN_PRICES, type Tier } from '@shared/domain/tiers';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import { useCoupleSubscription } from './api';
import { SubscriptionLoadError } from './load-subscription';

const PLAN_LOAD_FAILED = 'Failed to load your subscription plan.';

const TIER_NAMES: Record<Tier, string> = {
  Trial: 'Free Trial',
  Basic: `Basic ($${PLAN_PRICES.Basic.amount} a ${PLAN_PRICES.Basic.period})`,
  Premium: `Premium ($${PLAN_PRICES.Premium.amount} a ${PLAN_PRICES.Premium.period})`,
};

const planSkeleton = (
  <Stack gap={8} aria-hidden>
    <Skeleton height={22} width={140} radius="xl" />
    <Skeleton height={14} width="75%" />
  </Stack>
);

function PlanBody({ coupleId }: { coupleId: string }) {
  const status = useCoupleSubscription(coupleId);
  return (
    <QueryState
      query={status}
      errorTitle={(error) =>
        error instanceof SubscriptionLoadError ? error.message : PLAN_LOAD_FAILED
      }
      loading={planSkeleton}
    >
      {(plan) => (
        <Stack gap={6}>
          <Group gap="xs">
            <Text fw={600}>Current plan:</Text>
            <Badge variant="light" color={plan.tier === 'Trial' ? 'velvet' : 'grape'} size="lg">
              {TIER_NAMES[plan.tier]}
            </Badge>
            {!plan.isActive && (
              <Badge variant="outline" color="gray">
                Inactive
              </Badge>
            )}
          </Group>
          <Text size="sm">{plan.statusMessage}</Text>
        </Stack>
      )}
    </QueryState>
  );
}

/** The couple's plan: tier and status, and the way to the plans. Only shown in a couple. */
export function SubscriptionPanel({ coupleId }: { coupleId: string }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="plan-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="plan-heading">
          Subscription plan
        </Title>
        <PlanBody key={coupleId} coupleId={coupleId} />
        <div>
          <Button
            component={Link}
            to={paths.pricing.getHref()}
            variant="light"
            leftSection={<IconCrown size={16} aria-hidden />}
          >
            View plans
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
