import { useCallback, useEffect, useState } from 'react';
import { getPlayer, type Player } from '@shared/api/accounts';
import { api } from './api-client';

export type PlayerState =
  | { status: 'loading' }
  | { status: 'success'; player: Player }
  | { status: 'error'; error: unknown };

interface Settled {
  key: string;
  state: PlayerState;
}

/** The signed-in player's record (GET /api/players/{id}), reloaded by `retry`. */
export function useCurrentPlayer(playerId: string): PlayerState & { retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled | null>(null);
  const key = `${playerId}#${attempt}`;

  useEffect(() => {
    const controller = new AbortController();
    api(getPlayer, { params: { id: playerId }, signal: controller.signal }).then(
      (player) => setSettled({ key, state: { status: 'success', player } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key, playerId]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A result for an earlier player or attempt is stale: show loading until the new one lands.
  const state: PlayerState = settled?.key === key ? settled.state : { status: 'loading' };
  return { ...state, retry };
}
