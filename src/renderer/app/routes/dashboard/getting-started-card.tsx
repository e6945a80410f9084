import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Step } from './step';

/** Where to begin; whether the survey is done shows on the Survey Status card. */
export function GettingStartedCard() {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="getting-started">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={3} id="getting-started">
            Getting started
          </Title>
          <Text size="sm" c="dimmed">
            The survey sets Velvet up for the two of you. Then plan adventures, play quick tasks and
            dare each other.
          </Text>
        </Stack>
        <Step
          icon={<IconClipboardList size={20} stroke={1.6} />}
          title="Take the survey"
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
