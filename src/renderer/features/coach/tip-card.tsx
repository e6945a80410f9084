import { Text } from '@mantine/core';
import { tipOfTheDay } from '@shared/domain/coach';
import { calendarDay } from '@shared/domain/gamification';
import { SectionCard } from '../../components/section-card';
import { browserTimeZone } from '../../lib/time-zone';
import { COACH_TEXTS } from './messages';

/** The couple's tip for today on the player's own calendar: the same all day, new tomorrow. */
export function TipCard({ coupleId, now = new Date() }: { coupleId: string; now?: Date }) {
  return (
    <SectionCard id="coach-tip" title={COACH_TEXTS.tipTitle}>
      <Text>{tipOfTheDay(coupleId, calendarDay(now, browserTimeZone()))}</Text>
    </SectionCard>
  );
}
