import { dateTimeFormat } from './date-time-format';

const longDate = dateTimeFormat({
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

/** 'March 4, 2025', or null when the date cannot be read. */
export function formatDate(value: string): string | null {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : longDate.format(date);
}
