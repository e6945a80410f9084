import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { RetryAlert } from '../../components/retry-alert';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { summarizeSubscription } from './subscription-summary';
import type { SubscriptionHandle } from './use-subscription';
import { tone } from '../../lib/tones';

function PlansLink({ prominent }: { prominent: boolean }) {
  return (
    <Button
      component={Link}
      to={paths.pricing.getHref()}
      size="sm"
      variant={prominent ? 'filled' : 'light'}
      rightSection={<IconArrowRight size={16} aria-hidden />}
    >
      View plans
    </Button>
  );
}

/** The couple's plan: tier, the server's status message, and the days or date it leaves out. */
export function SubscriptionCard({ subscription }: { subscription: SubscriptionHandle }) {
  const { state, retry } = subscription;
  const summary = state.status === 'success' ? summarizeSubscription(state.subscription) : null;

  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="subscription-heading"
      aria-busy={state.status === 'loading'}
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} id="subscription-heading">
            Subscription
          </Title>
          {state.status === 'loading' && <Skeleton height={22} width={90} radius="xl" />}
          {state.status === 'success' && summary && (
            <Group gap={6}>
              {summary.tierLabel && (
                <Badge variant="light" size="lg">
                  {summary.tierLabel}
                </Badge>
              )}
              {!state.subscription.isActive && (
                <Badge color="gray" variant="outline" size="lg">
                  Inactive
                </Badge>
              )}
            </Group>
          )}
        </Group>

        {state.status === 'loading' && (
          <Stack gap="xs">
            <Skeleton height={14} width="70%" />
            <Skeleton height={14} width="45%" />
            <Skeleton height={30} width={120} mt="xs" />
          </Stack>
        )}

        {state.status === 'error' && (
          <RetryAlert title={state.message} onRetry={retry}>
            <Button component={Link} to={paths.pricing.getHref()} size="xs" variant="subtle">
              View plans
            </Button>
          </RetryAlert>
        )}

        {state.status === 'success' && summary && (
          <Stack gap="sm">
            {state.subscription.statusMessage && <Text>{state.subscription.statusMessage}</Text>}
            <Stack gap={2}>
              {summary.details.map((line) => (
                <Text key={line} size="sm" c={summary.needsAttention ? tone.dangerText : 'dimmed'}>
                  {line}
                </Text>
              ))}
            </Stack>
            {/* An ended plan's status message already asks for one. */}
            {summary.needsAttention && state.subscription.isActive && (
              <Text size="sm" fw={500}>
                Choose a plan to keep every feature for the two of you.
              </Text>
            )}
            <div>
              <PlansLink prominent={summary.needsAttention} />
            </div>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
