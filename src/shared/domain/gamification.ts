/** Points and streaks: one scoreboard fed by quick tasks, adventures and verified dares. */

/** The streak lengths that earn a milestone notification. */
export const STREAK_MILESTONES = [3, 7, 30] as const;

// Building a formatter is costly next to using one; a server reads many days per request.
// Keyed by the lowercased name: zone names match case-insensitively, so the cache holds at
// most one formatter per known zone, whatever spellings callers send. Unknown names throw
// and are never kept.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  const key = timeZone.toLowerCase();
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(key, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in a time zone. */
export function calendarDay(instant: Date, timeZone: string): string {
  const parts = dayFormat(timeZone).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** True when the name is a time zone this runtime knows (e.g. "Europe/Paris", "UTC"). */
export function isTimeZone(name: string): boolean {
  try {
    dayFormat(name);
    return true;
  } catch {
    return false;
  }
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.round(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

export interface Streaks {
  currentStreak: number;
  longestStreak: number;
  /** The last calendar day with a completion, or null. */
  lastCompletedDate: string | null;
}

/**
 * Streaks over the calendar days with at least one completion. The current streak still
 * counts when its last day is yesterday (today is not over yet); it is 0 once a whole day
 * has passed without play.
 */
export function streaksOf(days: readonly string[], today: string): Streaks {
  const numbers = [...new Set(days.map(dayNumber))].sort((a, b) => a - b);
  if (numbers.length === 0) return { currentStreak: 0, longestStreak: 0, lastCompletedDate: null };
  let longest = 1;
  let run = 1;
  for (let i = 1; i < numbers.length; i++) {
    run = numbers[i] === numbers[i - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const last = numbers[numbers.length - 1]!;
  const gap = dayNumber(today) - last;
  const current = gap <= 1 ? run : 0;
  const lastCompletedDate = [...new Set(days)].sort().at(-1) ?? null;
  return { currentStreak: current, longestStreak: longest, lastCompletedDate };
}
