import { Group, Radio } from '@mantine/core';
import { useThemeChoice, type ThemeChoice } from '../../lib/color-scheme';

const CHOICES: readonly { value: ThemeChoice; label: string }[] = [
  { value: 'auto', label: 'Match my system' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];

const isThemeChoice = (value: string): value is ThemeChoice =>
  CHOICES.some((choice) => choice.value === value);

/**
 * Light, dark, or whatever the system asks for (the default, and the way back after a choice in
 * the account menu). Kept on this device only: another device keeps its own.
 */
export function ThemeSettings() {
  const { choice, choose } = useThemeChoice();
  return (
    <Radio.Group
      label="Theme"
      description="Kept on this device."
      value={choice}
      onChange={(value) => {
        if (isThemeChoice(value)) choose(value);
      }}
    >
      <Group gap="lg" mt="xs">
        {CHOICES.map((option) => (
          <Radio key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Radio.Group>
  );
}
