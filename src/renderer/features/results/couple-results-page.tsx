import type { ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconClipboardList } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import type { CompareResult } from '@shared/api/results';
import { FailureAlert } from '../../components/failure-alert';
import { QueryState } from '../../components/query-state';
import { paths } from '../../config/paths';
import { useSignedInSession } from '../../lib/session';
import { loadStateOf, type LoadState } from '../../lib/load-state';
import { useCompare, useCoupleSummary } from './api';
import { compareFailure } from './compare-failure';
import { CoupleSummarySection, type CoupleSummary } from './couple-summary';
import { countText, formatDateTime } from './format';
import { MatchList } from './match-list';
import { RESULTS_MESSAGES } from './messages';
import { PreviousRoundNotice } from './previous-round-notice';
import { sideOf, type Side } from './sides';

const coupleIdSchema = z.uuid();

const dashboardLink = (
  <Button
    component={Link}
    to={paths.dashboard.getHref()}
    size="xs"
    variant="white"
    color="red.9"
    leftSection={<IconArrowLeft size={16} aria-hidden />}
  >
    Back to Dashboard
  </Button>
);

/**
 * The couple in the link is not the player's: said plainly (not as an incomplete survey), with
 * the way to the player's own results when they have a couple.
 */
export function NotYourCouple({ ownCoupleId }: { ownCoupleId: string | null }) {
  return (
    <FailureAlert title={RESULTS_MESSAGES.notYours}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{RESULTS_MESSAGES.notYoursDetail}</Text>
        {ownCoupleId ? (
          <Button
            component={Link}
            to={paths.coupleResults.getHref(ownCoupleId)}
            size="xs"
            variant="white"
            color="red.9"
            rightSection={<IconArrowRight size={16} aria-hidden />}
          >
            See your own results
          </Button>
        ) : (
          dashboardLink
        )}
      </Stack>
    </FailureAlert>
  );
}

/** One count in words ('1 match', '3 close matches'), in one piece so it reads as one. */
function Count({ value, singular, plural }: { value: number; singular: string; plural: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fz="lg" fw={700} lh={1.3}>
        {countText(value, singular, plural)}
      </Text>
    </Paper>
  );
}

function Overview({ result }: { result: CompareResult }) {
  const generated = formatDateTime(result.generatedAt);
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="overview">
      <Stack gap="md">
        <Title order={2} size="h3" id="overview">
          At a glance
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Count value={result.matches} singular="match" plural="matches" />
          <Count value={result.closeMatches} singular="close match" plural="close matches" />
          {/* Answers that differ are only counted, never listed: "differences", not "conflicts". */}
          <Count value={result.conflicts} singular="difference" plural="differences" />
        </SimpleGrid>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Answers that differ stay private: only their number is shown.
          </Text>
          {generated && (
            <Text size="xs" c="dimmed">
              Generated {generated}
            </Text>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

function LoadingResults() {
  return (
    <Stack gap="lg" aria-busy="true">
      <VisuallyHidden>Loading results…</VisuallyHidden>
      <Skeleton height={140} radius="md" />
      <Skeleton height={180} radius="md" />
      <Skeleton height={120} radius="md" />
    </Stack>
  );
}

function Results({
  coupleId,
  side,
  ownCoupleId,
}: {
  coupleId: string;
  side: Side;
  ownCoupleId: string | null;
}) {
  // Both start at once: the summary is slower and its failure must not hold the results back.
  const result = useCompare(coupleId);
  const summary = useCoupleSummary(coupleId);

  const failure = result.status === 'error' ? compareFailure(result.error) : null;
  if (failure?.kind === 'notYours') {
    // The session may still name the refused couple (one that has just ended): no way on there.
    return (
      <NotYourCouple
        ownCoupleId={ownCoupleId?.toLowerCase() === coupleId.toLowerCase() ? null : ownCoupleId}
      />
    );
  }
  if (failure?.kind === 'incomplete') {
    return (
      <FailureAlert title={failure.message}>
        <Button
          component={Link}
          to={paths.survey.getHref()}
          size="xs"
          variant="white"
          color="red.9"
          leftSection={<IconClipboardList size={16} aria-hidden />}
        >
          Go to Survey
        </Button>
      </FailureAlert>
    );
  }

  return (
    <QueryState
      query={result}
      errorTitle={(error) => compareFailure(error).message}
      loading={<LoadingResults />}
    >
      {(data) => (
        <ResultsView
          result={data}
          summary={{ ...loadStateOf(summary), retry: summary.retry }}
          side={side}
        />
      )}
    </QueryState>
  );
}

/** Loaded results: the counts, the summary (in whatever state it is) and both lists. */
export function ResultsView({
  result,
  summary,
  side,
}: {
  result: CompareResult;
  summary: LoadState<CoupleSummary> & { retry: () => void };
  side: Side;
}) {
  const details = result.matchDetails;
  return (
    <>
      {result.fromPreviousRound && <PreviousRoundNotice />}
      <Overview result={result} />
      <CoupleSummarySection state={summary} onRetry={summary.retry} />
      <MatchList
        id="exact-matches"
        title="Exact Matches"
        details={details.filter((detail) => detail.matchType === 'Exact')}
        side={side}
        emptyText="No exact matches yet."
      />
      <MatchList
        id="close-matches"
        title="Close Matches"
        details={details.filter((detail) => detail.matchType === 'Close')}
        side={side}
        emptyText="No close matches yet."
      />
    </>
  );
}

/** /coupleResults?coupleId=…: both partners' matches, their counts and the AI summary. */
export function CoupleResultsPage() {
  const session = useSignedInSession();
  const [params] = useSearchParams();
  const coupleId = params.get('coupleId')?.trim() ?? '';

  let content: ReactNode;
  if (!coupleId) {
    content = <FailureAlert title={RESULTS_MESSAGES.missingCoupleId}>{dashboardLink}</FailureAlert>;
  } else if (!coupleIdSchema.safeParse(coupleId).success) {
    content = <FailureAlert title={RESULTS_MESSAGES.invalidCoupleId}>{dashboardLink}</FailureAlert>;
  } else {
    content = (
      <Results
        key={coupleId}
        coupleId={coupleId}
        side={sideOf(session)}
        ownCoupleId={session.coupleId}
      />
    );
  }

  return (
    <Stack gap="lg" maw={860}>
      <Stack gap={4}>
        <Text c="dimmed">
          What you both said yes or maybe to. Velvet never shows an answer one of you said no to.
        </Text>
        {/* The fine print, one click away rather than the page's opening paragraph. */}
        <Box component="details">
          <Text component="summary" size="sm" c="dimmed" style={{ cursor: 'pointer' }}>
            What your partner can see
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {RESULTS_MESSAGES.partnerLearns}
          </Text>
        </Box>
      </Stack>
      {content}
    </Stack>
  );
}
