import { Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconClipboardList,
  IconCompass,
  IconHeartHandshake,
  IconUserHeart,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { TRIAL_DAYS } from '@shared/domain/tiers';
import { paths } from '../../../config/paths';
import type { DashboardProgress } from './dashboard-progress';
import { Step } from './step';

const iconProps = { size: 20, stroke: 1.6 } as const;

function SurveyStep() {
  return (
    <Step
      icon={<IconClipboardList {...iconProps} />}
      title="Take the survey"
      action={
        <Button component={Link} to={paths.survey.getHref()} size="sm">
          Go to Survey
        </Button>
      }
    >
      The survey sets Velvet up for the two of you. Answer privately at your own pace: Velvet
      compares your answers with your partner&apos;s and only ever shows what you both want to
      explore.
    </Step>
  );
}

/** Outside a couple: invite the partner; the only place the page speaks of the trial. */
function ConnectStep({ surveyDone }: { surveyDone: boolean }) {
  return (
    <Step
      icon={<IconUserHeart {...iconProps} />}
      title="Connect with Partner"
      action={
        <Button component={Link} to={paths.accountProfile.getHref()} size="sm" variant="light">
          Invite your partner
        </Button>
      }
    >
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          {surveyDone
            ? 'Your survey is done. Invite your partner from your account profile, so Velvet can compare your answers. Each of you uses your own account.'
            : 'Invite your partner from your account profile. Each of you uses your own account.'}
        </Text>
        <Text size="sm" c="dimmed">
          Plans belong to a couple: inviting your partner sets up your couple and starts its{' '}
          {TRIAL_DAYS}-day free trial.{' '}
          <Anchor component={Link} to={paths.pricing.getHref()} size="sm" underline="always">
            See plans and pricing
          </Anchor>
        </Text>
      </Stack>
    </Step>
  );
}

function exploreText(progress: DashboardProgress, planEnded: boolean): string {
  if (!progress.partnerJoined)
    return 'Your couple is set up; your partner joins by accepting your invitation. Once you have both taken the survey, Velvet shows what you both want to explore.';
  switch (progress.survey) {
    case 'results':
      return planEnded
        ? 'You have both finished the survey, and your results stay open to you. Adventures, quick tasks and dares need an active plan.'
        : 'You have both finished the survey: plan an adventure, or dare each other.';
    case 'partnerSurvey':
      return `You have finished your survey. Once ${progress.partnerName ?? 'your partner'} has finished theirs, Velvet shows what you both want to explore.`;
    default:
      return 'You and your partner are connected. Once you have both taken the survey, Velvet shows what you both want to explore.';
  }
}

/** In a couple: what the two of you can do together now. */
function ExploreStep({ progress, planEnded }: { progress: DashboardProgress; planEnded: boolean }) {
  let action = null;
  if (!progress.partnerJoined)
    action = (
      <Button component={Link} to={paths.accountProfile.getHref()} size="sm" variant="light">
        Open Account Profile
      </Button>
    );
  else if (progress.survey === 'results' && planEnded)
    action = (
      <Button component={Link} to={paths.pricing.getHref()} size="sm">
        Choose a plan
      </Button>
    );
  else if (progress.survey === 'results')
    action = (
      <Button
        component={Link}
        to={paths.adventures.getHref()}
        size="sm"
        leftSection={<IconCompass size={16} aria-hidden />}
      >
        Plan an adventure
      </Button>
    );
  return (
    <Step icon={<IconHeartHandshake {...iconProps} />} title="Explore & Enjoy" action={action}>
      {exploreText(progress, planEnded)}
    </Step>
  );
}

/** A step's shape while the survey status loads, so the card keeps its size. */
function StepSkeleton() {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md" aria-hidden>
      <Skeleton height={34} width={34} radius="md" />
      <Stack gap={8} style={{ flex: 1 }}>
        <Skeleton height={20} width="50%" />
        <Skeleton height={12} />
        <Skeleton height={12} />
        <Skeleton height={12} width="70%" />
        <Skeleton height={30} width={120} />
      </Stack>
    </Group>
  );
}

/**
 * The Next Steps card: the survey while the player's own is not done, then 'Connect with
 * Partner' outside a couple or 'Explore & Enjoy' in one, each saying what comes next now
 * (docs/journey-and-play.md, "The dashboard").
 */
export function NextStepsCard({
  progress,
  planEnded = false,
}: {
  progress: DashboardProgress;
  /** The couple's trial or plan has ended: play needs a plan again. */
  planEnded?: boolean;
}) {
  const loading = progress.survey === 'loading';
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="next-steps"
      aria-busy={loading}
    >
      <Stack gap="lg">
        <Title order={3} id="next-steps">
          Next steps
        </Title>
        {loading && <StepSkeleton />}
        {progress.survey === 'ownSurvey' && <SurveyStep />}
        {progress.coupleId === null ? (
          <ConnectStep surveyDone={progress.survey === 'partnerSurvey'} />
        ) : (
          <ExploreStep progress={progress} planEnded={planEnded} />
        )}
      </Stack>
    </Card>
  );
}
