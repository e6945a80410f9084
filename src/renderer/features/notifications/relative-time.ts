import { dateTimeFormat } from '../../lib/date-time-format';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

const sameYear = dateTimeFormat({ month: 'short', day: 'numeric' });
const otherYear = dateTimeFormat({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const full = dateTimeFormat({ dateStyle: 'long', timeStyle: 'short' });

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} ago`;

/**
 * How long ago a notification arrived: 'Just now', '5 min ago', '3 hours ago', '2 days ago',
 * then the date ('Mar 4', or 'Mar 4, 2024' in another year). Empty when the date cannot be read.
 */
export function relativeTime(createdAt: string, now: number = Date.now()): string {
  const at = Date.parse(createdAt);
  if (Number.isNaN(at)) return '';
  // A clock slightly ahead of this device's still reads as just now.
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} min ago`;
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < WEEK) return plural(Math.floor(elapsed / DAY), 'day');
  const date = new Date(at);
  const format = date.getFullYear() === new Date(now).getFullYear() ? sameYear : otherYear;
  return format.format(date);
}

/** The exact moment, for the tooltip on the relative time. */
export function fullTime(createdAt: string): string {
  const at = Date.parse(createdAt);
  return Number.isNaN(at) ? '' : full.format(at);
}
