import { useEffect, useState } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { isReturningVisit, rememberSeen, seenOnThisDevice } from './first-visit';

interface WelcomeHeadingProps {
  playerId: string;
  displayName: string;
  sessionStartedAt: number;
  /** From the player's record; undefined while it loads. */
  accountCreatedAt: string | undefined;
}

/** "Welcome, Sam!" on the player's first visit, "Welcome back, Sam!" on every later one. */
export function WelcomeHeading({
  playerId,
  displayName,
  sessionStartedAt,
  accountCreatedAt,
}: WelcomeHeadingProps) {
  // Read once, before this visit is remembered, so the greeting holds for the whole visit.
  const [seenBefore] = useState(() => seenOnThisDevice(window.localStorage, playerId));
  useEffect(() => rememberSeen(window.localStorage, playerId), [playerId]);
  const returning = isReturningVisit({ seenBefore, sessionStartedAt, accountCreatedAt });

  return (
    <Stack gap={4}>
      <Title order={2}>{`${returning ? 'Welcome back' : 'Welcome'}, ${displayName}!`}</Title>
      <Text c="dimmed">Here is what the two of you can do next.</Text>
    </Stack>
  );
}
