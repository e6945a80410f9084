import { Gender, GENDER_LABELS } from '@shared/domain/accounts';

/** The gender choices of the profile form, in the fixed order of their numbers. */
export const genderOptions = (Object.values(Gender) as Gender[]).map((value) => ({
  value,
  label: GENDER_LABELS[value],
}));

/** A stored gender in words; an unknown number reads as not specified. */
export function genderLabel(gender: number): string {
  return GENDER_LABELS[gender as Gender] ?? GENDER_LABELS[Gender.NotSpecified];
}
