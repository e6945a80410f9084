import type { QueryClient } from '@tanstack/react-query';
import { getPlayer, type Player } from '@shared/api/accounts';
import { routeKey } from '../../../src/renderer/lib/route-query';
import { PLAYER_ID } from './session';

/** Sam's record as GET /api/players/{id} answers it; `overrides` change any field. */
export function aPlayerRecord(overrides: Partial<Player> = {}): Player {
  return {
    id: PLAYER_ID,
    email: 'sam@example.com',
    displayName: 'Sam',
    nickname: null,
    gender: 0,
    genderDescription: null,
    pronouns: null,
    coupleProfileId: null,
    emailVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * Puts the player's record in a rendered screen's cache, as if the server had answered: the
 * tests have no server, and the screens read the record through the cache.
 */
export function answerPlayerRecord(queryClient: QueryClient, player: Player) {
  queryClient.setQueryData(routeKey(getPlayer, { params: { id: player.id } }), player);
}
