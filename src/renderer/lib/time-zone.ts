import { dateTimeFormat } from './date-time-format';

/** The player's IANA time zone, so the server counts days and streaks on the player's calendar. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

const calendarDay = dateTimeFormat({
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar day (YYYY-MM-DD) as 'March 4, 2025', whatever the time zone; null when unreadable. */
export function formatCalendarDay(day: string): string | null {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? null : calendarDay.format(date);
}
