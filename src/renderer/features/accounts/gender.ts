import { Gender, GENDER_CODES, GENDER_LABELS, genderInWords } from '@shared/domain/accounts';

/** The gender choices of the register and profile forms, in the fixed order of their numbers. */
export const genderOptions = GENDER_CODES.map((value) => ({ value, label: GENDER_LABELS[value] }));

/** A stored gender in words (the player's own, when they described it); unknown reads as not specified. */
export function genderLabel(gender: number, description: string | null = null): string {
  return genderInWords(gender, description);
}

/** A stored gender the forms offer, else Not Specified. */
export const knownGender = (gender: number): Gender =>
  GENDER_CODES.find((code) => code === gender) ?? Gender.NotSpecified;
