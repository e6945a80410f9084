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
import { NO_COUPLE_MESSAGE, PAYMENT_NOTICE, PLANS, UPGRADE_FAILED_MESSAGE } from './plans';
import { PricingFaq } from './pricing-faq';
import { tone } from '../../lib/tones';

/** The public pricing page at /pricing: three plans, the honest payment notice and an FAQ. */
export function PricingPage() {
  const session = useSession();
  const coupleId = session?.coupleId ?? null;
  const [choice, setChoice] = useState<Choice>({ status: 'idle' });
  const changed = choice.status === 'done' ? choice.subscription : null;
  const currentPlan = useCurrentPlan(coupleId, changed);
  const upgrade = useUpgrade();

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
      const subscription = await upgrade.mutateAsync({
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

            <PricingFaq />
          </Stack>
        </Container>
      </Box>
      <PublicFooter />
    </Box>
  );
}
