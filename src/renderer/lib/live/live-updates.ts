import type { QueryClient } from '@tanstack/react-query';
import type { LiveTopic } from '@shared/domain/live-topics';
import type { Platform, Session } from '../../platform';
import { isStaleFor } from './topic-reads';

/**
 * Keeps the screens in step with the partner: while a player is signed in, listens to the
 * platform's live stream and invalidates the reads each event names, so open screens load
 * them again at once. Signing out stops it; another player signing in starts it afresh.
 */
export function startLiveUpdates(
  queryClient: QueryClient,
  platform: Pick<Platform, 'live' | 'currentSession' | 'onSessionChange'>,
): () => void {
  let stop: (() => void) | null = null;
  let listeningAs: string | null = null;

  const onChange = (topics: LiveTopic[]) => {
    void queryClient.invalidateQueries({
      predicate: (query) => isStaleFor(query.queryKey, topics),
    });
  };
  const onResync = () => void queryClient.invalidateQueries();

  function follow(session: Session | null) {
    const playerId = session?.playerId ?? null;
    if (playerId === listeningAs) return;
    stop?.();
    stop = null;
    listeningAs = playerId;
    if (playerId) stop = platform.live.listen({ onChange, onResync });
  }

  follow(platform.currentSession());
  const unsubscribe = platform.onSessionChange(follow);
  return () => {
    unsubscribe();
    stop?.();
    stop = null;
    listeningAs = null;
  };
}
