import { Group, Radio, Stack, Text } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { JOURNEY_LEVELS, LEVEL_EMOJI, levelRank, type JourneyLevel } from '@shared/domain/journey';
import { EmojiIcon } from '../../components/emoji-icon';

interface LevelRadiosProps {
  label: string;
  value: JourneyLevel;
  onChange: (level: JourneyLevel) => void;
  /** Levels below this one cannot be chosen. */
  min?: JourneyLevel;
  /** Levels above this one cannot be chosen. */
  max?: JourneyLevel;
  description?: string;
  error?: string | null;
}

/** One journey level among Vanilla, Playful, Adventurous and Intense, as radio buttons. */
export function LevelRadios({
  label,
  value,
  onChange,
  min,
  max,
  description,
  error,
}: LevelRadiosProps) {
  const allowed = (level: JourneyLevel) =>
    (min === undefined || levelRank(level) >= levelRank(min)) &&
    (max === undefined || levelRank(level) <= levelRank(max));
  return (
    <Radio.Group
      label={label}
      description={description}
      value={value}
      onChange={(next) => onChange(next as JourneyLevel)}
      error={error ?? undefined}
    >
      <Stack gap={6} mt="xs">
        {JOURNEY_LEVELS.map((level) => (
          <Radio
            key={level}
            value={level}
            disabled={!allowed(level)}
            label={
              <Group component="span" gap={6} wrap="nowrap">
                <EmojiIcon emoji={LEVEL_EMOJI[level]} fallback={IconHeart} size={16} />
                <Text component="span" size="sm">
                  {level}
                </Text>
              </Group>
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
