import { Alert, Stack, Text } from '@mantine/core';
import { IconCompass } from '@tabler/icons-react';
import { useJourney } from './api';
import { BoundaryPromptActions } from './boundary-prompt-actions';
import { JOURNEY_MESSAGES } from './messages';

/**
 * Asks a partner to add their own boundaries once the other has started the journey, until
 * they do (saving their boundaries, even none) or choose Not now. It names only who started,
 * never what they set. Shown on the boundaries page (without the link to it); the dashboard asks
 * the same in "Waiting for you" with the shared `BoundaryPromptActions`.
 */
export function PartnerBoundariesPrompt({
  coupleId,
  withLink = true,
}: {
  coupleId: string;
  withLink?: boolean;
}) {
  const journey = useJourney(coupleId);
  const prompt = journey.data?.boundaryPrompt;
  if (!prompt) return null;

  return (
    <Alert
      color="velvet"
      variant="light"
      icon={<IconCompass aria-hidden />}
      title={`${prompt.partnerName} started your journey`}
      role="region"
    >
      <Stack gap="sm">
        <Text size="sm">{JOURNEY_MESSAGES.boundaryPrompt}</Text>
        <BoundaryPromptActions coupleId={coupleId} withLink={withLink} />
      </Stack>
    </Alert>
  );
}
