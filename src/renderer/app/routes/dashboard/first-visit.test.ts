import { describe, expect, it } from 'vitest';
import {
  FIRST_SESSION_WINDOW_SECONDS,
  isReturningVisit,
  rememberSeen,
  seenOnThisDevice,
  sessionCreatedAccount,
} from './first-visit';

const PLAYER = '8b0e3f4c-1d2a-4e5f-9a6b-7c8d9e0f1a2b';
const CREATED = '2026-05-01T10:00:00.000Z';
const createdSeconds = Date.parse(CREATED) / 1000;

describe('sessionCreatedAccount', () => {
  it('is true for the session registration began, false for a later sign-in', () => {
    expect(sessionCreatedAccount(Math.floor(createdSeconds), CREATED)).toBe(true);
    expect(sessionCreatedAccount(createdSeconds + FIRST_SESSION_WINDOW_SECONDS, CREATED)).toBe(
      true,
    );
    expect(sessionCreatedAccount(createdSeconds + FIRST_SESSION_WINDOW_SECONDS + 1, CREATED)).toBe(
      false,
    );
    expect(sessionCreatedAccount(createdSeconds + 86_400, CREATED)).toBe(false);
  });

  it('cannot tell from an unreadable date', () => {
    expect(sessionCreatedAccount(createdSeconds, 'not a date')).toBe(false);
  });
});

describe('isReturningVisit', () => {
  const registering = { sessionStartedAt: createdSeconds + 2, accountCreatedAt: CREATED };

  it('greets the session that made the account as new until this device has seen it', () => {
    expect(isReturningVisit({ ...registering, seenBefore: false })).toBe(false);
    expect(isReturningVisit({ ...registering, seenBefore: true })).toBe(true);
  });

  it('greets a sign-in to an older account as a return, even on a new device', () => {
    expect(
      isReturningVisit({
        seenBefore: false,
        sessionStartedAt: createdSeconds + 86_400,
        accountCreatedAt: CREATED,
      }),
    ).toBe(true);
  });

  it('says "Welcome" while the record is unknown, unless the device has seen the player', () => {
    const unknown = { sessionStartedAt: createdSeconds, accountCreatedAt: undefined };
    expect(isReturningVisit({ ...unknown, seenBefore: false })).toBe(false);
    expect(isReturningVisit({ ...unknown, seenBefore: true })).toBe(true);
  });
});

describe('the device remembers a visit', () => {
  it('per player, and tells nothing when storage refuses', () => {
    expect(seenOnThisDevice(window.localStorage, PLAYER)).toBe(false);
    rememberSeen(window.localStorage, PLAYER);
    expect(seenOnThisDevice(window.localStorage, PLAYER)).toBe(true);
    expect(seenOnThisDevice(window.localStorage, '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f')).toBe(
      false,
    );

    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(() => rememberSeen(refusing, PLAYER)).not.toThrow();
    expect(seenOnThisDevice(refusing, PLAYER)).toBe(false);
  });
});
