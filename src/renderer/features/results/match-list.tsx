import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { CompareResult } from '@shared/api/results';
import { youAndPartner, type Side } from './sides';

type MatchDetail = CompareResult['matchDetails'][number];

const answerColor = (answer: string) => (answer === 'Yes' ? 'teal' : 'yellow');

function Answer({ who, answer }: { who: string; answer: string }) {
  return (
    <Badge variant="light" color={answerColor(answer)} tt="none" size="md">
      {who}: {answer}
    </Badge>
  );
}

/** One titled list of matches: each question with the player's ("You") and partner's answers. */
export function MatchList({
  title,
  id,
  details,
  side,
  emptyText,
}: {
  title: string;
  id: string;
  details: MatchDetail[];
  side: Side;
  emptyText: string;
}) {
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          <Badge variant="outline" aria-hidden>
            {details.length}
          </Badge>
        </Group>
        {details.length === 0 ? (
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {details.map((detail) => {
              const { you, partner } = youAndPartner(detail, side);
              return (
                <li key={detail.id}>
                  <Stack gap={6}>
                    <div>
                      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {detail.question}
                      </Text>
                      {detail.category && (
                        <Text size="xs" c="dimmed">
                          {detail.category}
                        </Text>
                      )}
                    </div>
                    <Group gap="xs">
                      <Answer who="You" answer={you} />
                      <Answer who="Partner" answer={partner} />
                    </Group>
                  </Stack>
                </li>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
