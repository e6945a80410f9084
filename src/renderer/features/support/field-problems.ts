import { supportMessageBody, type SupportMessageBody } from '@shared/api/form-fields';

export type SupportField = keyof SupportMessageBody;

/**
 * The form checks each field with the contract's own schema, so a problem reads the same
 * before sending as the server would say it ("Name is required.", "Please enter a valid email
 * address.").
 */
export function fieldProblem(field: SupportField, value: string): string | null {
  const result = supportMessageBody.shape[field].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'Please check this field.');
}
