import { Checkbox, Radio, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { ACCESSORIES } from '@shared/domain/adventures';
import { nextAccessories } from './accessories';
import { typeLabel } from './adventure-sections';

export interface TypeChoice {
  type: string;
  description: string;
}

/** The experience type, one of those staff keep (or the six defaults). */
export function TypeChoiceField({
  types,
  value,
  onChange,
  error,
}: {
  /** Null while the types load. */
  types: readonly TypeChoice[] | null;
  value: string | null;
  onChange: (type: string) => void;
  error?: string | null;
}) {
  return (
    <Radio.Group
      label="Experience type"
      value={value}
      onChange={onChange}
      error={error ?? undefined}
      withAsterisk
    >
      {types === null ? (
        <Stack gap="xs" mt="xs" aria-hidden>
          <Skeleton height={20} width="40%" />
          <Skeleton height={20} width="50%" />
          <Skeleton height={20} width="45%" />
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" mt="xs">
          {types.map((choice) => (
            <Radio
              key={choice.type}
              value={choice.type}
              label={typeLabel(choice.type)}
              description={choice.description || undefined}
            />
          ))}
        </SimpleGrid>
      )}
    </Radio.Group>
  );
}

/** The twelve accessories; None stands alone. */
export function AccessoriesField({
  value,
  onChange,
}: {
  value: string[];
  onChange: (accessories: string[]) => void;
}) {
  return (
    <Checkbox.Group
      label="Accessories"
      description="Choose what you have at hand, or None."
      value={value}
      onChange={(next) => onChange(nextAccessories(value, next))}
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" verticalSpacing="xs" mt="xs">
        {ACCESSORIES.map((name) => (
          <Checkbox key={name} value={name} label={name} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
