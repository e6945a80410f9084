import type { IntentValues } from '@shared/domain/intent';
import { MultiChoiceField, SingleChoiceField } from './choice-fields';

/** The options the server offers for each of the form's choice fields. */
export interface IntentChoices {
  lookingFor: readonly string[];
  focusAreas: readonly string[];
  comfortZones: readonly string[];
  avoidCategories: readonly string[];
  experienceStyles: readonly string[];
  challengePreferences: readonly string[];
  tonePreferences: readonly string[];
}

/** The values a player picks several of: they show as checkboxes. */
const MULTIPLE = {
  lookingFor: 'lookingFor',
  focusAreas: 'focusAreas',
  avoidCategories: 'avoidCategories',
  experienceStyle: 'experienceStyles',
} as const satisfies Partial<Record<keyof IntentValues, keyof IntentChoices>>;

/** The values a player picks one of, or none: they show as radios. */
const SINGLE = {
  comfortZone: 'comfortZones',
  challengePreference: 'challengePreferences',
  tonePreference: 'tonePreferences',
} as const satisfies Partial<Record<keyof IntentValues, keyof IntentChoices>>;

type MultipleField = keyof typeof MULTIPLE;
type SingleField = keyof typeof SINGLE;
export type ChoiceField = MultipleField | SingleField;

const isMultiple = (field: ChoiceField): field is MultipleField => field in MULTIPLE;

/** What every choice field reads from and writes to. */
export interface IntentFormState {
  choices: IntentChoices;
  values: IntentValues;
  set: <K extends keyof IntentValues>(key: K) => (value: IntentValues[K]) => void;
}

/**
 * One choice field of the intent form: its options from the matching list of `choices`, as
 * checkboxes or as radios by whether the value holds several picks or one.
 */
export function IntentChoiceField({
  form,
  field,
  label,
  description,
}: {
  form: IntentFormState;
  field: ChoiceField;
  label: string;
  description?: string;
}) {
  const { choices, values, set } = form;
  return isMultiple(field) ? (
    <MultiChoiceField
      label={label}
      description={description}
      choices={choices[MULTIPLE[field]]}
      value={values[field]}
      onChange={set(field)}
    />
  ) : (
    <SingleChoiceField
      label={label}
      description={description}
      choices={choices[SINGLE[field]]}
      value={values[field]}
      onChange={set(field)}
    />
  );
}
