import { dateTimeFormat } from '../../lib/date-time-format';

const dateTime = dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** 'Mar 5, 2026, 12:00 PM' in the viewer's time zone, or null when the date cannot be read. */
export function formatDateTime(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : dateTime.format(date);
}

/** '1 match', '3 matches', '1 close match'… */
export function countText(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
