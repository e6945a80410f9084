import { useEffect, useId, useState } from 'react';
import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Container,
  Group,
  List,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconArrowLeft,
  IconCheck,
  IconCircleCheck,
  IconInfoCircle,
  IconX,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { getStatus, upgrade, type SubscriptionStatus } from '@shared/api/subscription';
import { coupleIdProblem } from '@shared/domain/subscription';
import { TRIAL_DAYS, type PaidTier } from '@shared/domain/tiers';
import { PublicFooter } from '../../components/public-footer';
import { PublicHeader } from '../../components/public-header';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { platform } from '../../platform';
import {
  freeFeaturesText,
  NO_COUPLE_MESSAGE,
  PAYMENT_NOTICE,
  PLANS,
  planNameOf,
  statusLines,
  switchedText,
  UPGRADE_FAILED_MESSAGE,
  type Plan,
} from './plans';

type CurrentPlan =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'known'; subscription: SubscriptionStatus };

interface LoadedPlan {
  coupleId: string;
  subscription: SubscriptionStatus | null;
}

/** The couple's current plan, for the "Current plan" mark; a failure just leaves the mark out. */
function useCurrentPlan(coupleId: string | null, changed: SubscriptionStatus | null): CurrentPlan {
  const [loaded, setLoaded] = useState<LoadedPlan | null>(null);

  useEffect(() => {
    if (!coupleId || coupleIdProblem(coupleId)) return;
    const controller = new AbortController();
    api(getStatus, { params: { coupleId }, signal: controller.signal }).then(
      (subscription) => setLoaded({ coupleId, subscription }),
      () => {
        if (!controller.signal.aborted) setLoaded({ coupleId, subscription: null });
      },
    );
    return () => controller.abort();
  }, [coupleId]);

  if (!coupleId || coupleIdProblem(coupleId)) return { status: 'none' };
  if (changed) return { status: 'known', subscription: changed };
  if (loaded?.coupleId !== coupleId) return { status: 'loading' };
  return loaded.subscription
    ? { status: 'known', subscription: loaded.subscription }
    : { status: 'none' };
}

type Choice =
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

function PlanAction({ plan, signedIn, choice, onChoose }: Omit<PlanCardProps, 'current'>) {
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
      Choose {plan.name}
    </Button>
  );
}

function PlanCard({ plan, signedIn, current, choice, onChoose }: PlanCardProps) {
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
              <Badge color="teal" variant="light">
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
            <Text key={note} size="sm" c="gray.7">
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
        <PlanAction plan={plan} signedIn={signedIn} choice={choice} onChoose={onChoose} />
      </Stack>
    </Card>
  );
}

function ChoiceError({ choice }: { choice: Choice }) {
  if (choice.status !== 'error') return null;
  return (
    <Alert
      role="alert"
      color="red"
      variant="light"
      icon={<IconAlertCircle size={20} aria-hidden />}
      title={choice.message}
    />
  );
}

/** The new status after a plan change, with the way back to the dashboard. */
function ChoiceSuccess({ subscription }: { subscription: SubscriptionStatus }) {
  return (
    <Paper withBorder radius="md" p="md" bg="teal.0">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <ThemeIcon color="teal" variant="light" radius="xl" aria-hidden>
          <IconCircleCheck size={18} />
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={700}>{switchedText(subscription)}</Text>
          {statusLines(subscription).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          <div>
            <Button component={Link} to={paths.dashboard.getHref()} size="xs" variant="light">
              Go to your dashboard
            </Button>
          </div>
        </Stack>
      </Group>
    </Paper>
  );
}

function CurrentPlanLine({ plan }: { plan: CurrentPlan }) {
  if (plan.status === 'none') return null;
  if (plan.status === 'loading') {
    return (
      <div>
        <VisuallyHidden>Loading your couple&apos;s plan</VisuallyHidden>
        <Skeleton height={16} width={260} maw="100%" aria-hidden />
      </div>
    );
  }
  const { subscription } = plan;
  return (
    <Text size="sm" c="gray.7">
      Your couple is on the {planNameOf(subscription.tier)} plan
      {subscription.isActive ? '' : ' (inactive)'}.
      {subscription.statusMessage ? ` ${subscription.statusMessage}` : ''}
    </Text>
  );
}

const faqs = [
  {
    value: 'trial-length',
    question: 'How long is the free trial?',
    answer: `${TRIAL_DAYS} days with every feature, and no credit card needed. It starts when your couple is set up, that is when you invite your partner.`,
  },
  {
    value: 'trial-end',
    question: 'What happens when the trial ends?',
    answer: `Your ${freeFeaturesText()} stay available, so you never lose what you found together. Everything else pauses until you choose Basic or Annual.`,
  },
  {
    value: 'change-plans',
    question: 'Can we change plans later?',
    answer:
      'Yes. Choose another plan on this page at any time and the change applies to your couple right away. You and your partner share one plan.',
  },
  {
    value: 'money-back',
    question: 'Is there a money-back guarantee?',
    answer:
      'Yes. Once payments start, your first purchase comes with a 7-day money-back guarantee.',
  },
  {
    value: 'payment',
    question: 'How do we pay?',
    answer:
      "Payment integration is coming soon. Until then, choosing a plan switches your couple's plan right away, with no charge.",
  },
];

/** The public pricing page at /pricing: three plans, the honest payment notice and an FAQ. */
export function PricingPage() {
  const session = useSession();
  const coupleId = session?.coupleId ?? null;
  const [choice, setChoice] = useState<Choice>({ status: 'idle' });
  const changed = choice.status === 'done' ? choice.subscription : null;
  const currentPlan = useCurrentPlan(coupleId, changed);
  const faqHeading = useId();

  async function choose(tier: PaidTier) {
    setChoice({ status: 'pending', tier });
    let chosenCouple = coupleId;
    if (!chosenCouple) {
      // The token may predate the couple (an invitation just sent or accepted): ask once more.
      await platform.refreshSession().catch(() => undefined);
      chosenCouple = platform.currentSession()?.coupleId ?? null;
    }
    if (!chosenCouple) {
      setChoice({ status: 'error', message: NO_COUPLE_MESSAGE });
      return;
    }
    const problem = coupleIdProblem(chosenCouple);
    if (problem) {
      setChoice({ status: 'error', message: problem });
      return;
    }
    try {
      const subscription = await api(upgrade, {
        params: { coupleId: chosenCouple },
        body: { tier },
      });
      setChoice({ status: 'done', subscription });
    } catch {
      setChoice({ status: 'error', message: UPGRADE_FAILED_MESSAGE });
    }
  }

  const currentTier =
    currentPlan.status === 'known' && currentPlan.subscription.isActive
      ? currentPlan.subscription.tier
      : null;

  return (
    <Box>
      <PublicHeader />
      <Box component="main">
        <Box
          pt={{ base: 24, sm: 40 }}
          pb={{ base: 8, sm: 16 }}
          style={{
            background:
              'linear-gradient(180deg, var(--mantine-color-velvet-0) 0%, var(--mantine-color-body) 100%)',
          }}
        >
          <Container size="lg">
            <Stack gap="sm">
              <Anchor component={Link} to={paths.dashboard.getHref()} size="sm" w="fit-content">
                <Group gap={4} wrap="nowrap">
                  <IconArrowLeft size={16} aria-hidden />
                  Back to Dashboard
                </Group>
              </Anchor>
              <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.15}>
                Plans and pricing
              </Title>
              <Text size="lg" c="gray.7" maw={680}>
                One plan covers the two of you. Start with a {TRIAL_DAYS}-day free trial, then pick
                what suits you.
              </Text>
              <CurrentPlanLine plan={currentPlan} />
            </Stack>
          </Container>
        </Box>

        <Container size="lg" pb="xl">
          <Stack gap="lg" mt="md">
            <Alert
              role="note"
              color="velvet"
              variant="light"
              icon={<IconInfoCircle size={20} aria-hidden />}
            >
              {PAYMENT_NOTICE}
            </Alert>
            <ChoiceError choice={choice} />
            {/* Always present, so the new plan is announced when it arrives. */}
            <div role="status">
              {choice.status === 'done' && <ChoiceSuccess subscription={choice.subscription} />}
            </div>
            <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
              {PLANS.map((plan) => (
                <PlanCard
                  key={plan.name}
                  plan={plan}
                  signedIn={session !== null}
                  current={currentTier === plan.tier}
                  choice={choice}
                  onChoose={(tier) => void choose(tier)}
                />
              ))}
            </SimpleGrid>

            <Box component="section" aria-labelledby={faqHeading} mt="xl">
              <Title order={2} size="h3" id={faqHeading} mb="sm">
                Frequently asked questions
              </Title>
              <Accordion variant="separated" order={3}>
                {faqs.map((faq) => (
                  <Accordion.Item key={faq.value} value={faq.value}>
                    <Accordion.Control>{faq.question}</Accordion.Control>
                    <Accordion.Panel>
                      <Text size="sm">{faq.answer}</Text>
                    </Accordion.Panel>
                  </Accordion.Item>
                ))}
              </Accordion>
            </Box>
          </Stack>
        </Container>
      </Box>
      <PublicFooter />
    </Box>
  );
}
