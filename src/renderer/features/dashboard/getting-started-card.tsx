import { Badge, Button, Card, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import type { PlayerState } from '../../lib/use-current-player';
import { Step } from './step';

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

export function GettingStartedCard({ player }: { player: PlayerState }) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="getting-started">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={3} id="getting-started">
            Getting started
          </Title>
          <Text size="sm" c="dimmed">
            The survey sets Velvet up for the two of you. More of your dashboard (your scoreboard,
            shared summary and quick tasks) arrives in coming releases.
          </Text>
        </Stack>
        <Step
          icon={<IconClipboardList size={20} stroke={1.6} />}
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
      </Stack>
    </Card>
  );
}
