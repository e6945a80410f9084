import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { z } from 'zod';
import { PASSWORD_MESSAGES } from '@shared/domain/accounts';

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

/**
 * A contract field whose every problem the form says in one sentence of its own: the screen's
 * text is fixed ("Please enter a valid email") while the contract's words are the API's.
 */
export const inOwnWords = <T>(message: string, field: z.ZodType<T, string>) =>
  z.string().refine((value) => field.safeParse(value).success, message);

/**
 * A contract field checked against what its input holds once `read` has made it what the
 * request sends (comma-separated tags into a list). A problem inside the result (the third tag
 * too long) shows on the input, the only place the form has to show it.
 */
export const readAs = <I, In, Out>(read: (input: I) => In, field: z.ZodType<Out, In>) =>
  z.custom<I>().transform((input, ctx) => {
    const result = field.safeParse(read(input));
    if (result.success) return result.data;
    ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message });
    return z.NEVER;
  });

/** A contract body with the form's `confirmPassword` beside it. */
type WithConfirmation<Shape extends z.ZodRawShape> = z.ZodType<
  z.output<z.ZodObject<Shape>> & { confirmPassword: string },
  z.input<z.ZodObject<Shape>> & { confirmPassword: string }
>;

/**
 * A contract body that sets `newPassword`, with the form's `confirmPassword` beside it. A
 * mismatch is said on the confirmation before the new password's own rules, which run once the
 * two agree: there is no point fixing a password the player did not mean to type.
 */
export function withConfirmation<Shape extends { newPassword: z.ZodType<string, string> }>(
  body: z.ZodObject<Shape>,
): WithConfirmation<Shape> {
  // Zod's types cannot follow `extend` through a shape known only in part: the steps are
  // written for that part, and the signature says what they do with the rest.
  const confirmed = (body as z.ZodObject<{ newPassword: z.ZodType<string, string> }>).extend({
    confirmPassword: z.string(),
  });
  return confirmed
    .extend({ newPassword: z.string() })
    .refine((values) => values.newPassword === values.confirmPassword, {
      path: ['confirmPassword'],
      error: PASSWORD_MESSAGES.mismatch,
    })
    .pipe(confirmed) as z.ZodType as WithConfirmation<Shape>;
}
