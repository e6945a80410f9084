import { useState } from 'react';
import { Group, NumberInput, Paper, Slider, Stack, Text } from '@mantine/core';
import type { ComfortLevelInfo } from '@shared/domain/intent';
import { clampComfortLevel, comfortRange } from '@shared/domain/intent';
import { tone } from '../../lib/tones';

export type ComfortLevels = Readonly<Record<string, ComfortLevelInfo>>;

interface ComfortLevelFieldProps {
  levels: ComfortLevels;
  value: number;
  onChange: (level: number) => void;
}

/**
 * The comfort level as a number and a slider, kept within the lookup's lowest and highest
 * levels, with the tone word and description of the level chosen beside them.
 */
export function ComfortLevelField({ levels, value, onChange }: ComfortLevelFieldProps) {
  const { min, max } = comfortRange(levels);
  // What is typed, which may be empty or out of range for a moment; the level itself never is.
  const [typed, setTyped] = useState<string | number>(value);
  const info = levels[String(value)];

  function choose(level: number) {
    const clamped = clampComfortLevel(level, levels);
    setTyped(clamped);
    onChange(clamped);
  }

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="md" wrap="wrap">
        <NumberInput
          label="Comfort level"
          description={`From ${min} to ${max}`}
          min={min}
          max={max}
          step={1}
          allowDecimal={false}
          w={140}
          value={typed}
          onChange={(next) => {
            setTyped(next);
            if (typeof next === 'number') onChange(clampComfortLevel(next, levels));
          }}
          onBlur={() => setTyped(value)}
        />
        {/* An output: read out as the level changes, and named so it can be found. */}
        <Paper
          component="output"
          aria-label="Chosen comfort level"
          withBorder
          radius="md"
          px="sm"
          py={6}
          style={{ flex: '1 1 200px', minWidth: 0 }}
        >
          <Text fw={700} c={tone.brandText}>
            {info?.toneWord ?? `Level ${value}`}
          </Text>
          {info && (
            <Text size="sm" c="dimmed">
              {info.description}
            </Text>
          )}
        </Paper>
      </Group>
      <Slider
        thumbLabel="Comfort level slider"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={choose}
        label={(level) => levels[String(level)]?.toneWord ?? level}
        marks={[
          { value: min, label: String(min) },
          { value: max, label: String(max) },
        ]}
        mb="md"
      />
    </Stack>
  );
}
