import { Card, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { QueryState } from '../../components/query-state';
import { useSignedInSession } from '../../lib/session';
import { useSurveyFormData } from './api';
import { SURVEY_LABELS, SURVEY_MESSAGES } from './messages';
import { SurveyForm } from './survey-form';

function SurveySkeleton() {
  return (
    <Stack gap="lg">
      <VisuallyHidden role="status">Loading survey…</VisuallyHidden>
      <Stack gap="lg" aria-hidden>
        <Skeleton height={64} radius="md" />
        {[0, 1, 2].map((index) => (
          <Card key={index} withBorder padding="md" radius="md">
            <Stack gap="sm">
              <Skeleton height={16} width="45%" />
              <Skeleton height={40} />
              <Skeleton height={40} />
            </Stack>
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * /survey: the general questions and the Yes / Maybe / No activity preferences, one category at
 * a time, each answer saved the moment it is given, then a review of what is left and Submit
 * Survey (Update Survey for a player who already completed it). The screen's rules:
 * docs/matching-and-privacy.md.
 */
export function SurveyPage() {
  const session = useSignedInSession();
  const survey = useSurveyFormData(session.playerId);

  return (
    <Stack gap="lg" maw={880}>
      <Stack gap={4}>
        <Title order={2}>{SURVEY_LABELS.title}</Title>
        <Text c="dimmed">
          Tell us what you enjoy, what you are curious about and what is not for you. Every answer
          saves as you go.
        </Text>
      </Stack>
      <QueryState
        query={survey}
        errorTitle={SURVEY_MESSAGES.loadFailed}
        loading={<SurveySkeleton />}
      >
        {({ structure, responses }) => (
          <SurveyForm key={session.playerId} structure={structure} responses={responses} />
        )}
      </QueryState>
    </Stack>
  );
}
