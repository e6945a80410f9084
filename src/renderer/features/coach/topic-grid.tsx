import { Button, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { DEFAULT_COACH_TOPICS } from '@shared/domain/coach';
import { SectionCard } from '../../components/section-card';
import { useCoachTopics } from './api';
import { COACH_TEXTS } from './messages';

/** The activity categories as topics; the eight defaults when they cannot be read or are none. */
export function useTopicChoices(): readonly string[] | null {
  const topics = useCoachTopics();
  if (topics.status === 'pending') return null;
  if (topics.status === 'success' && topics.data.length > 0) return topics.data;
  return DEFAULT_COACH_TOPICS;
}

/** The topic grid: choosing one starts the conversation about it. */
export function TopicGrid({
  topics,
  selected,
  disabled,
  onChoose,
}: {
  /** Null while the topics load. */
  topics: readonly string[] | null;
  selected: string | null;
  disabled: boolean;
  onChoose: (topic: string) => void;
}) {
  return (
    <SectionCard id="coach-topics" title={COACH_TEXTS.topicsTitle} busy={topics === null}>
      <Text size="sm" c="dimmed">
        {COACH_TEXTS.topicsHint}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing="xs">
        {topics === null
          ? Array.from({ length: 8 }, (_, index) => (
              <Skeleton key={index} height={36} radius="md" aria-hidden />
            ))
          : topics.map((topic) => (
              <Button
                key={topic}
                variant={topic === selected ? 'filled' : 'light'}
                aria-pressed={topic === selected}
                disabled={disabled}
                onClick={() => onChoose(topic)}
                // Long category names wrap between words and stay whole on a phone.
                styles={{
                  label: { whiteSpace: 'normal', textAlign: 'center', overflowWrap: 'break-word' },
                }}
                h="auto"
                mih={36}
                py={6}
                px="xs"
                fz={{ base: 'xs', xs: 'sm' }}
              >
                {topic}
              </Button>
            ))}
      </SimpleGrid>
    </SectionCard>
  );
}
