import type pg from 'pg';

/**
 * Session settings that make COPY's text the same on both sides of a backup, whatever the
 * server's defaults: times in UTC and ISO form, floats to their last digit.
 */
export async function useStableCopyFormat(client: pg.ClientBase): Promise<void> {
  await client.query(
    `SET LOCAL TimeZone = 'UTC'; SET LOCAL DateStyle = 'ISO, YMD'; ` +
      `SET LOCAL IntervalStyle = 'postgres'; SET LOCAL extra_float_digits = 3; ` +
      `SET LOCAL client_encoding = 'UTF8'`,
  );
}
