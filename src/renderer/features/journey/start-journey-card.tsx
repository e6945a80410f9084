import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconRoute } from '@tabler/icons-react';
import { laterComponent } from '../../lib/later-component';
import { useInitializeJourney } from './api';

// The setup dialog opens on a press: not part of the dashboard's first screen.
const JourneySetupModal = laterComponent(() =>
  import('./journey-setup-modal').then((module) => module.JourneySetupModal),
);

/**
 * Shown while the couple has no journey: opens the journey setup. Whether the setup is open is
 * the caller's, which keeps this card while it is (see started-journey.tsx).
 */
export function StartJourneyCard({
  coupleId,
  opened,
  onOpenedChange: setOpened,
}: {
  coupleId: string;
  opened: boolean;
  onOpenedChange(opened: boolean): void;
}) {
  const initialize = useInitializeJourney();
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="start-journey-heading"
    >
      <Stack gap="sm" align="flex-start">
        <Title order={3} id="start-journey-heading">
          Start Your Journey
        </Title>
        <Text size="sm" c="dimmed">
          Choose where the two of you begin and how far you would like to go, and set the hard
          boundaries Velvet must never cross. Daily challenges start once your journey does.
        </Text>
        <Button
          leftSection={<IconRoute size={16} aria-hidden />}
          onClick={() => {
            setOpened(true);
            void JourneySetupModal.load().catch(() => setOpened(false));
          }}
        >
          Start Your Journey
        </Button>
      </Stack>
      <JourneySetupModal
        opened={opened}
        onClose={() => setOpened(false)}
        onSave={(setup) => initialize.mutateAsync({ params: { id: coupleId }, body: setup })}
        fallback={null}
      />
    </Card>
  );
}
