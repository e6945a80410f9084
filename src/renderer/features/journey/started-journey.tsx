import { useState, type ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import { QueryState } from '../../components/query-state';
import { useJourney } from './api';
import { JOURNEY_MESSAGES } from './messages';
import { StartJourneyCard } from './start-journey-card';

/**
 * The journey's cards for a screen: `children` once the couple's journey exists, else the card
 * that starts it. Each screen says which cards a started journey shows there. A player in the
 * middle of the setup keeps it when the partner starts the journey meanwhile (a live update):
 * saving then adds their own boundaries to it.
 */
export function StartedJourney({ coupleId, children }: { coupleId: string; children: ReactNode }) {
  const journey = useJourney(coupleId);
  const [settingUp, setSettingUp] = useState(false);
  return (
    <QueryState
      query={journey}
      errorTitle={JOURNEY_MESSAGES.loadFailed}
      loading={<Skeleton height={180} radius="md" aria-hidden />}
    >
      {(loaded) =>
        loaded.initialized && !settingUp ? (
          children
        ) : (
          <StartJourneyCard coupleId={coupleId} opened={settingUp} onOpenedChange={setSettingUp} />
        )
      }
    </QueryState>
  );
}
