import { dateTimeFormat } from '../../lib/date-time-format';

const monthYear = dateTimeFormat({ month: 'long', year: 'numeric' });

/** 'Member since January 2025', or null when the date cannot be read. */
export function memberSince(createdAt: string): string | null {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  return `Member since ${monthYear.format(date)}`;
}
