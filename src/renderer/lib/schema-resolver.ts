import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';

/**
 * A form's check by a zod schema of the contract (src/shared/api/form-fields.ts): each field
 * shows the first problem the schema finds in it, in the words the server would use.
 */
export function schemaResolver<V>(schema: z.ZodType<unknown, V>): (values: V) => FormErrors {
  const firstProblems = zod4Resolver(schema, { errorPriority: 'first' });
  // It keeps each field's first problem by going through the problems backwards, which lists
  // the fields last to first; a zod object reports its fields in order, one after another, so
  // reversing gives the form's order back (the first field to fix takes the focus).
  return (values) =>
    Object.fromEntries(Object.entries(firstProblems(values as Record<string, unknown>)).reverse());
}

/**
 * A contract field a form asks for by name when it is left empty ("Email is required."), where
 * the contract's own first problem would be another ("Please enter a valid email address.").
 */
export const filledIn = <T>(
  message: string,
  field: z.ZodType<T, string>,
  isFilled = (value: string) => value.trim() !== '',
) => z.string().refine(isFilled, message).pipe(field);
