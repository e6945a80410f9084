import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake, IconUserHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { TRIAL_DAYS } from '@shared/domain/tiers';
import { Step } from './step';

/** The Next Steps card: 'Explore & Enjoy' in a couple, else 'Connect with Partner'. */
export function NextStepsCard({
  inCouple,
  partnerJoined,
}: {
  inCouple: boolean;
  /** Both players are in the couple (not just an invitation sent). */
  partnerJoined: boolean;
}) {
  const iconProps = { size: 20, stroke: 1.6 } as const;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="next-steps">
      <Stack gap="lg">
        <Title order={3} id="next-steps">
          Next steps
        </Title>
        {inCouple ? (
          <Step
            icon={<IconHeartHandshake {...iconProps} />}
            title="Explore & Enjoy"
            action={
              <Button
                component={Link}
                to={paths.accountProfile.getHref()}
                size="sm"
                variant="light"
              >
                Open Account Profile
              </Button>
            }
          >
            {partnerJoined
              ? 'You and your partner are connected. '
              : 'Your couple is set up; your partner joins by accepting your invitation. '}
            Once you have both taken the survey, Velvet shows what you both want to explore. Keep
            your profile up to date from your account profile.
          </Step>
        ) : (
          <Step
            icon={<IconUserHeart {...iconProps} />}
            title="Connect with Partner"
            action={
              <Button
                component={Link}
                to={paths.accountProfile.getHref()}
                size="sm"
                variant="light"
              >
                Invite your partner
              </Button>
            }
          >
            <Stack gap={6}>
              <Text size="sm" c="dimmed">
                Invite your partner from your account profile. Each of you uses your own account.
              </Text>
              <Text size="sm" c="dimmed">
                Plans belong to a couple: inviting your partner sets up your couple and starts its{' '}
                {TRIAL_DAYS}-day free trial.{' '}
                <Anchor component={Link} to={paths.pricing.getHref()} size="sm">
                  See plans and pricing
                </Anchor>
              </Text>
            </Stack>
          </Step>
        )}
      </Stack>
    </Card>
  );
}
