import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Session } from '../../platform';
import type { LiveHandlers } from '../../platform/types';
import { startLiveUpdates } from './live-updates';

const SESSION = { playerId: '00000000-0000-4000-8000-000000000001' } as Session;

/** A platform whose live stream and session the test drives. */
function fakePlatform(session: Session | null) {
  const sessionListeners = new Set<(session: Session | null) => void>();
  const live = { handlers: null as LiveHandlers | null, listens: 0, stops: 0 };
  const platform = {
    currentSession: () => session,
    onSessionChange: (listener: (next: Session | null) => void) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
    live: {
      listen(handlers: LiveHandlers) {
        live.handlers = handlers;
        live.listens += 1;
        return () => {
          live.handlers = null;
          live.stops += 1;
        };
      },
    },
  };
  const changeSession = (next: Session | null) => sessionListeners.forEach((l) => l(next));
  return { platform, live, changeSession };
}

/** A cache holding one settled read of each route named. */
function cacheWith(...names: string[]) {
  const client = new QueryClient();
  for (const name of names) client.setQueryData([name, {}, {}], 'loaded');
  const stale = () =>
    client
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[0]);
  return { client, stale };
}

describe('live updates on the screens', () => {
  it('a quick task change makes its reads stale and leaves the others', () => {
    const { platform, live } = fakePlatform(SESSION);
    const { client, stale } = cacheWith('quicktasks.pending', 'dares.couple', 'gamification.stats');
    startLiveUpdates(client, platform);

    live.handlers?.onChange(['quicktasks']);
    expect(stale()).toEqual(['quicktasks.pending']);
    live.handlers?.onChange(['scores']);
    expect(stale()).toEqual(['quicktasks.pending', 'gamification.stats']);
  });

  it('a notification change makes the bell stale; a resync makes every read stale', () => {
    const { platform, live } = fakePlatform(SESSION);
    const { client, stale } = cacheWith('notifications.list', 'quicktasks.pending', 'dares.couple');
    startLiveUpdates(client, platform);

    live.handlers?.onChange(['notifications']);
    expect(stale()).toEqual(['notifications.list']);
    live.handlers?.onResync();
    expect(stale()).toEqual(['notifications.list', 'quicktasks.pending', 'dares.couple']);
  });

  it('listens only while someone is signed in, and afresh for the next player', () => {
    const { platform, live, changeSession } = fakePlatform(null);
    startLiveUpdates(new QueryClient(), platform);
    expect(live.listens).toBe(0);

    changeSession(SESSION);
    changeSession({ ...SESSION });
    expect(live.listens).toBe(1);
    changeSession(null);
    expect(live.stops).toBe(1);
    changeSession({ playerId: '00000000-0000-4000-8000-000000000002' } as Session);
    expect(live.listens).toBe(2);
  });
});
