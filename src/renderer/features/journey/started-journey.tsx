import type { ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import { QueryState } from '../../components/query-state';
import { useJourney } from './api';
import { JOURNEY_MESSAGES } from './messages';
import { StartJourneyCard } from './start-journey-card';

/**
 * The journey's cards for a screen: `children` once the couple's journey exists, else the card
 * that starts it. Each screen says which cards a started journey shows there.
 */
export function StartedJourney({ coupleId, children }: { coupleId: string; children: ReactNode }) {
  const journey = useJourney(coupleId);
  return (
    <QueryState
      query={journey}
      errorTitle={JOURNEY_MESSAGES.loadFailed}
      loading={<Skeleton height={180} radius="md" aria-hidden />}
    >
      {(loaded) => (loaded.initialized ? children : <StartJourneyCard coupleId={coupleId} />)}
    </QueryState>
  );
}
