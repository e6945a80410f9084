import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import {
  boundaryLabel,
  CUSTOM_BOUNDARY_MAX_LENGTH,
  CUSTOM_BOUNDARY_PREFIX,
  customBoundary,
  MAX_BOUNDARIES_PER_PLAYER,
} from '@shared/domain/journey';
import { BoundaryKeepsOut } from './boundary-keeps-out';
import { JOURNEY_MESSAGES } from './messages';
import { tone } from '../../lib/tones';

interface BoundaryPickerProps {
  /** The listed options offered as checkboxes. */
  options: readonly string[];
  /** The boundaries chosen here: ticked options and custom entries ('custom: …'). */
  value: string[];
  onChange: (value: string[]) => void;
  /** Boundaries saved before, which count towards the limit and are not added twice. */
  saved?: readonly string[];
}

const isCustom = (boundary: string) => boundary.startsWith(CUSTOM_BOUNDARY_PREFIX);
// Never an option to leave unticked: content involving minors is always kept out.
const ALWAYS_EXCLUDED = 'minors';

/** Hard boundaries: the listed options to tick, and custom entries added one at a time. */
export function BoundaryPicker({ options, value, onChange, saved = [] }: BoundaryPickerProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ticked = value.filter((boundary) => !isCustom(boundary));
  const choices = options.filter((option) => option !== ALWAYS_EXCLUDED);
  const custom = value.filter(isCustom);
  const full = saved.length + value.length >= MAX_BOUNDARIES_PER_PLAYER;

  function addCustom() {
    const text = draft.trim();
    const entry = customBoundary(text);
    const known = [...saved, ...value].map((b) => boundaryLabel(b).toLowerCase());
    if (!text) setError(JOURNEY_MESSAGES.customEmpty);
    else if (known.includes(text.toLowerCase())) setError(JOURNEY_MESSAGES.customDuplicate);
    else if (full) setError(JOURNEY_MESSAGES.tooMany);
    else {
      onChange([...value, entry]);
      setDraft('');
      setError(null);
    }
  }

  return (
    <Stack gap="md">
      <Text size="sm" fw={500}>
        {JOURNEY_MESSAGES.alwaysExcluded}
      </Text>
      {choices.length > 0 && (
        <Checkbox.Group
          label="Hard boundaries"
          description="Anything ticked here never appears in your tasks, challenges or dares."
          value={ticked}
          onChange={(next) => onChange([...next, ...custom])}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
            {choices.map((option) => (
              <Checkbox
                key={option}
                value={option}
                label={boundaryLabel(option)}
                disabled={full && !ticked.includes(option)}
              />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
      )}
      <Stack gap={4}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label="Custom boundary"
            description={`Anything else, up to ${CUSTOM_BOUNDARY_MAX_LENGTH} characters.`}
            value={draft}
            maxLength={CUSTOM_BOUNDARY_MAX_LENGTH}
            error={error !== null}
            aria-describedby={error ? 'custom-boundary-error' : undefined}
            style={{ flex: 1 }}
            onChange={(event) => setDraft(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addCustom();
              }
            }}
          />
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={addCustom}
          >
            Add
          </Button>
        </Group>
        {error && (
          <Text id="custom-boundary-error" role="alert" size="sm" c={tone.dangerText}>
            {error}
          </Text>
        )}
      </Stack>
      {custom.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id="custom-boundaries-heading">
            Your custom boundaries
          </Text>
          <Stack
            component="ul"
            gap={4}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-labelledby="custom-boundaries-heading"
          >
            {custom.map((entry) => (
              <Group component="li" key={entry} gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ flex: 1 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {boundaryLabel(entry)}
                  </Text>
                  <BoundaryKeepsOut text={boundaryLabel(entry)} />
                </Stack>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${boundaryLabel(entry)}`}
                  onClick={() => onChange(value.filter((b) => b !== entry))}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
