import type { ReactNode } from 'react';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClipboardList, IconUserHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { PlayerState } from '../../lib/use-current-player';

interface StepProps {
  icon: ReactNode;
  title: string;
  status?: ReactNode;
  children: ReactNode;
  action: ReactNode;
}

function Step({ icon, title, status, children, action }: StepProps) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <ThemeIcon variant="light" size="lg" radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs">
          <Title order={4}>{title}</Title>
          {status}
        </Group>
        <Text size="sm" c="dimmed">
          {children}
        </Text>
        <div>{action}</div>
      </Stack>
    </Group>
  );
}

/** The spec's survey status: Completed once the player has a couple profile. */
function SurveyStatus({ player }: { player: PlayerState }) {
  if (player.status === 'loading') return <Skeleton height={18} width={80} radius="xl" />;
  if (player.status === 'error') return null;
  return player.player.coupleProfileId ? (
    <Badge color="teal" variant="light">
      Completed
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      Pending
    </Badge>
  );
}

export function GettingStartedCard({
  player,
  inCouple,
}: {
  player: PlayerState;
  inCouple: boolean;
}) {
  const iconProps = { size: 20, stroke: 1.6 } as const;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="getting-started">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={3} id="getting-started">
            Getting started
          </Title>
          <Text size="sm" c="dimmed">
            Two steps set Velvet up for the two of you. More of your dashboard (your scoreboard,
            shared summary, subscription and quick tasks) arrives in coming releases.
          </Text>
        </Stack>
        <Step
          icon={<IconClipboardList {...iconProps} />}
          title="Take the survey"
          status={<SurveyStatus player={player} />}
          action={
            <Button component={Link} to={paths.survey.getHref()} size="sm">
              Go to Survey
            </Button>
          }
        >
          Answer privately at your own pace. Velvet compares your answers with your partner&apos;s
          and only ever shows what you both want to explore.
        </Step>
        <Step
          icon={<IconUserHeart {...iconProps} />}
          title={inCouple ? 'Your profile' : 'Connect with your partner'}
          action={
            <Button component={Link} to={paths.accountProfile.getHref()} size="sm" variant="light">
              Open Account Profile
            </Button>
          }
        >
          {inCouple
            ? 'You and your partner are connected. Keep your profile up to date from your account profile.'
            : 'Invite your partner from your account profile. Each of you uses your own account.'}
        </Step>
      </Stack>
    </Card>
  );
}
