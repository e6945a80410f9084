import { useId } from 'react';
import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { SubscriptionStatus } from '@shared/api/subscription';
import type { PaidTier } from '@shared/domain/tiers';
import { paths } from '../../config/paths';
import type { Plan } from './plans';
import { tone } from '../../lib/tones';

/** Where choosing a plan stands. */
export type Choice =
  | { status: 'idle' }
  | { status: 'pending'; tier: PaidTier }
  | { status: 'done'; subscription: SubscriptionStatus }
  | { status: 'error'; message: string };

interface PlanCardProps {
  plan: Plan;
  signedIn: boolean;
  current: boolean;
  choice: Choice;
  onChoose: (tier: PaidTier) => void;
}

function PlanAction({ plan, signedIn, current, choice, onChoose }: PlanCardProps) {
  if (!signedIn) {
    return (
      <Button component={Link} to={paths.register.getHref()} fullWidth>
        Get Started
      </Button>
    );
  }
  if (!plan.paidTier) {
    return (
      <Text size="sm" c="dimmed" ta="center">
        Included for every new couple.
      </Text>
    );
  }
  const tier = plan.paidTier;
  const pending = choice.status === 'pending';
  return (
    <Button
      fullWidth
      variant={plan.badge ? 'filled' : 'outline'}
      loading={pending && choice.tier === tier}
      disabled={pending && choice.tier !== tier}
      onClick={() => onChoose(tier)}
    >
      {/* On the plan the couple is on, the choice is one more period of it. */}
      {current ? `Renew ${plan.name}` : `Choose ${plan.name}`}
    </Button>
  );
}

/** One plan: price, what it includes and what it leaves out, and the way to choose it. */
export function PlanCard({ plan, signedIn, current, choice, onChoose }: PlanCardProps) {
  const headingId = useId();
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="article"
      aria-labelledby={headingId}
      style={plan.badge ? { borderColor: 'var(--mantine-color-velvet-6)', borderWidth: 2 } : {}}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h3" id={headingId}>
            {plan.name}
          </Title>
          <Group gap={6}>
            {current && (
              <Badge color="teal" variant="light" c={tone.successText}>
                Current plan
              </Badge>
            )}
            {plan.badge && <Badge variant="filled">{plan.badge}</Badge>}
          </Group>
        </Group>
        <Stack gap={4}>
          <Text>
            <Text span fz={36} fw={800} lh={1}>
              {plan.price}
            </Text>{' '}
            <Text span c="dimmed">
              {plan.period}
            </Text>
          </Text>
          {plan.notes.map((note) => (
            <Text key={note} size="sm" c={tone.secondaryText}>
              {note}
            </Text>
          ))}
        </Stack>
        <List
          spacing={6}
          size="sm"
          center
          style={{ flex: 1 }}
          aria-label={`What ${plan.name} includes`}
        >
          {plan.included.map((label) => (
            <List.Item
              key={label}
              icon={
                <ThemeIcon size={20} radius="xl" color="teal" variant="light" aria-hidden>
                  <IconCheck size={14} />
                </ThemeIcon>
              }
            >
              {label}
            </List.Item>
          ))}
          {plan.excluded.map((label) => (
            <List.Item
              key={label}
              c="dimmed"
              icon={
                <ThemeIcon size={20} radius="xl" color="gray" variant="light" aria-hidden>
                  <IconX size={14} />
                </ThemeIcon>
              }
            >
              <VisuallyHidden>Not included: </VisuallyHidden>
              {label}
            </List.Item>
          ))}
        </List>
        <PlanAction
          plan={plan}
          signedIn={signedIn}
          current={current}
          choice={choice}
          onChoose={onChoose}
        />
      </Stack>
    </Card>
  );
}
