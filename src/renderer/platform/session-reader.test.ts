import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COUPLE_ID, PLAYER_ID, playerTestToken } from '../../../tests/support/renderer/session';
import { loadSessionReader, readSession } from './session-reader';

describe('readSession', () => {
  beforeAll(loadSessionReader);
  afterEach(() => vi.useRealTimers());

  it('gives the same session object each time the same token is read', () => {
    const token = playerTestToken(COUPLE_ID);
    const first = readSession(token);
    expect(first).toMatchObject({ playerId: PLAYER_ID, coupleId: COUPLE_ID });
    // The session's store keeps it only when it is a different object: equal but new would
    // re-render every screen showing the session.
    expect(readSession(token)).toBe(first);
  });

  it('reads a new token afresh', () => {
    const before = readSession(playerTestToken(null));
    const after = readSession(playerTestToken(COUPLE_ID, { displayName: 'Sammy' }));
    expect(before).toMatchObject({ coupleId: null, displayName: 'Sam' });
    expect(after).toMatchObject({ coupleId: COUPLE_ID, displayName: 'Sammy' });
  });

  it('ends a kept session when its token expires', () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 1;
    const token = playerTestToken(null, { exp: expiresAt });
    expect(readSession(token)).not.toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime((expiresAt + 1) * 1000);
    expect(readSession(token)).toBeNull();
  });

  it('has no session without a token or with one it cannot read', () => {
    expect(readSession(null)).toBeNull();
    expect(readSession('not-a-token')).toBeNull();
  });
});
