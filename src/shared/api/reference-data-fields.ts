import { z } from 'zod';
import { optionalText, requiredText } from './text-fields';
import { CATEGORY_TYPES } from '../domain/survey';

// What staff type into the data tools' forms (admin.ts routes them): the form checks them with
// these schemas before sending and the server checks them again on arrival.

export const categoryBody = z.object({
  name: requiredText('Name'),
  type: z.enum(CATEGORY_TYPES, {
    error: 'Type must be yes_no_maybe, feelings_scale, multiple_choice or rating_scale.',
  }),
});

export const responseFormatBody = z.object({
  categoryId: z.uuid({ error: 'Category is required.' }),
  label: requiredText('Label'),
});

export const optionBody = z.object({
  categoryId: z.uuid({ error: 'Category is required.' }),
  questionText: requiredText('Question text', 500),
  description: optionalText(2000, 'Description is too long.'),
  tags: z
    .array(z.string().max(50, 'A tag is too long.'))
    .max(30, 'At most 30 tags.')
    .default([])
    .transform((tags) => tags.map((tag) => tag.trim()).filter(Boolean)),
  sortOrder: z
    .number({ error: 'Sort order must be a number.' })
    .int()
    .min(0, 'Sort order must be 0 or more.')
    .max(1_000_000)
    .default(0),
});

export const experienceTypeBody = z.object({
  type: requiredText('Type', 100),
  description: requiredText('Description', 2000),
  aiInstruction: optionalText(4000, 'AI instruction is too long.'),
});
