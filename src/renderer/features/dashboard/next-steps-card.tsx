import { Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconHeartHandshake, IconUserHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { Step } from './step';

/** The spec's Next Steps card: 'Explore & Enjoy' in a couple, else 'Connect with Partner'. */
export function NextStepsCard({ inCouple }: { inCouple: boolean }) {
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
            You and your partner are connected. Once you have both taken the survey, Velvet shows
            what you both want to explore. Keep your profile up to date from your account profile.
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
                Plans start once your partner joins: your couple begins with a free trial.{' '}
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
