import { Checkbox, Radio, SimpleGrid } from '@mantine/core';

const NO_PREFERENCE = '';

interface ChoiceFieldProps<V> {
  label: string;
  description?: string;
  choices: readonly string[];
  value: V;
  onChange: (value: V) => void;
}

/** Several choices of a list, as checkboxes: easy to tap on a phone and to read aloud. */
export function MultiChoiceField({
  label,
  description,
  choices,
  value,
  onChange,
}: ChoiceFieldProps<string[]>) {
  return (
    <Checkbox.Group label={label} description={description} value={value} onChange={onChange}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
        {choices.map((choice) => (
          <Checkbox key={choice} value={choice} label={choice} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}

/** One choice of a list, or none: "No preference" stands for leaving it unset. */
export function SingleChoiceField({
  label,
  description,
  choices,
  value,
  onChange,
}: ChoiceFieldProps<string | null>) {
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value ?? NO_PREFERENCE}
      onChange={(next) => onChange(next === NO_PREFERENCE ? null : next)}
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" mt="xs">
        <Radio value={NO_PREFERENCE} label="No preference" />
        {choices.map((choice) => (
          <Radio key={choice} value={choice} label={choice} />
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
