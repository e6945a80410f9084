import { useState } from 'react';
import {
  Alert,
  Anchor,
  Box,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { coupleIdProblem } from '@shared/domain/subscription';
import { TRIAL_DAYS, type PaidTier } from '@shared/domain/tiers';
import { PublicFooter } from '../../components/public-footer';
import { PublicHeader } from '../../components/public-header';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { platform } from '../../platform';
import { useUpgrade } from './api';
import { ChoiceError, ChoiceSuccess } from './choice-feedback';
import { CurrentPlanLine, useCurrentPlan } from './current-plan';
import { PlanCard, type Choice } from './plan-card';
import { planChange, type PlanChange } from './plan-change';
import { PlanConfirmModal } from './plan-confirm-modal';
import { NO_COUPLE_MESSAGE, PAYMENT_NOTICE, PLANS, UPGRADE_FAILED_MESSAGE } from './plans';
import { PricingFaq } from './pricing-faq';
import { tone } from '../../lib/tones';

/**
 * The public pricing page at /pricing: three plans, the honest payment notice and an FAQ.
 * Choosing a plan asks for confirmation first (PlanConfirmModal).
 */
export function PricingPage() {
  const session = useSession();
  const coupleId = session?.coupleId ?? null;
  const [choice, setChoice] = useState<Choice>({ status: 'idle' });
  const changed = choice.status === 'done' ? choice.subscription : null;
  const currentPlan = useCurrentPlan(coupleId, changed);
  const upgrade = useUpgrade();
  const [asking, setAsking] = useState<{ coupleId: string; change: PlanChange } | null>(null);

  /** The couple whose plan changes, or null after saying why there is none. */
  async function coupleToChange(tier: PaidTier): Promise<string | null> {
    let chosenCouple = coupleId;
    if (!chosenCouple) {
      // The token may predate the couple (an invitation just sent or accepted): ask once more.
      setChoice({ status: 'pending', tier });
      await platform.refreshSession().catch(() => undefined);
      chosenCouple = platform.currentSession()?.coupleId ?? null;
    }
    const problem = chosenCouple === null ? NO_COUPLE_MESSAGE : coupleIdProblem(chosenCouple);
    if (problem !== null || chosenCouple === null) {
      setChoice({ status: 'error', message: problem ?? NO_COUPLE_MESSAGE });
      return null;
    }
    if (!coupleId) setChoice({ status: 'idle' });
    return chosenCouple;
  }

  /** Choosing a plan only asks; nothing changes before Confirm. */
  async function choose(tier: PaidTier) {
    const plan = PLANS.find((candidate) => candidate.paidTier === tier);
    const chosenCouple = await coupleToChange(tier);
    if (!plan?.paidTier || !chosenCouple) return;
    const current = currentPlan.status === 'known' ? currentPlan.subscription : null;
    const fresh = platform.currentSession();
    const withPartner = Boolean(fresh?.player1Id && fresh.player2Id);
    setAsking({
      coupleId: chosenCouple,
      change: planChange({ ...plan, paidTier: plan.paidTier }, current, { withPartner }),
    });
  }

  async function confirm() {
    if (!asking) return;
    const { tier } = asking.change;
    setChoice({ status: 'pending', tier });
    try {
      const subscription = await upgrade.mutateAsync({
        params: { coupleId: asking.coupleId },
        body: { tier },
      });
      setChoice({ status: 'done', subscription });
    } catch {
      setChoice({ status: 'error', message: UPGRADE_FAILED_MESSAGE });
    }
    setAsking(null);
  }

  const currentTier =
    currentPlan.status === 'known' && currentPlan.subscription.isActive
      ? currentPlan.subscription.tier
      : null;

  return (
    <Box>
      {/* The page's own back link (the spec's) is the way to the dashboard. */}
      <PublicHeader dashboardLink={false} />
      <Box component="main">
        <Box
          pt={{ base: 24, sm: 40 }}
          pb={{ base: 8, sm: 16 }}
          style={{
            background: `linear-gradient(180deg, ${tone.tintSurface} 0%, var(--mantine-color-body) 100%)`,
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
              <Text size="lg" c={tone.secondaryText} maw={680}>
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

            <PlanConfirmModal
              change={asking?.change ?? null}
              working={asking !== null && choice.status === 'pending'}
              onConfirm={() => void confirm()}
              onCancel={() => setAsking(null)}
            />

            <PricingFaq />
          </Stack>
        </Container>
      </Box>
      <PublicFooter />
    </Box>
  );
}
