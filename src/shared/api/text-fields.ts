import { z } from 'zod';

// The text fields that request bodies share. They build no object schema, so the forms' fields
// (form-fields.ts) take them without the schemas every route shares (common.ts), which a
// screen's form never needs.

/** A token carried by an emailed link (reset, verification, invitation). */
export const linkToken = (invalid: string, missing = invalid) =>
  z.string({ error: missing }).min(16, invalid).max(256, invalid);

/** A text that must be there: trimmed, then 1 to `max` characters. */
export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is too long.`);

/** A text that may be left out: trimmed, and null when absent or empty. */
export const optionalText = (max: number, tooLong?: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .nullish()
    .transform((value) => value || null);
