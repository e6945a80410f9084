import { useEffect, useState } from 'react';
import { Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { timeLeft } from '@shared/domain/dares';
import { tone } from '../../lib/tones';

/** The countdown shows whole minutes, so the time is read again once a minute. */
export const COUNTDOWN_TICK_MS = 60_000;

/** The current time, refreshed every minute while the component is shown. */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Hours and minutes left to do an accepted dare, or Expired once its time is up. */
export function Countdown({ expiresAt, now }: { expiresAt: string; now: Date }) {
  const left = timeLeft(new Date(expiresAt), now);
  const expired = left === 'Expired';
  return (
    <Text
      role="timer"
      size="sm"
      fw={600}
      c={expired ? tone.dangerText : tone.brandText}
      style={{ display: 'flex', alignItems: 'center', gap: 6 }}
    >
      <IconHourglass size={16} aria-hidden />
      {expired ? 'Expired' : `Time left: ${left}`}
    </Text>
  );
}
