import { useId, useState } from 'react';
import { Accordion, Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { groupMatches, type AnswerGroup, type MatchDetail } from './match-groups';
import type { Side } from './sides';

/** A list this long or shorter starts open: folding it would only hide what fits anyway. */
const OPEN_UP_TO = 10;

/** A Yes is filled in the darkest teal, a Maybe plain: both keep 4.5:1 in either theme. */
function Answer({ who, answer }: { who: string; answer: string }) {
  const yes = answer === 'Yes';
  return (
    <Badge
      variant={yes ? 'filled' : 'default'}
      color={yes ? 'teal.9' : undefined}
      tt="none"
      size="md"
    >
      {who}: {answer}
    </Badge>
  );
}

/** The entries of one category that mean the same: their two answers shown once, above them. */
function AnswerList({ group }: { group: AnswerGroup }) {
  const labelId = useId();
  return (
    <Stack gap={6}>
      <Group gap="xs" id={labelId}>
        <Answer who="You" answer={group.you} />
        <Answer who="Partner" answer={group.partner} />
      </Group>
      <List withPadding spacing={4} aria-labelledby={labelId} style={{ overflowWrap: 'anywhere' }}>
        {group.details.map((detail) => (
          <List.Item key={detail.id}>{detail.question}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * One titled list of matches, by category: each category folds open on its own (keyboard and
 * screen reader friendly), with its count, and inside it the questions under the "You" and
 * "Partner" answers they share.
 */
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
  const groups = groupMatches(details, side);
  // Items are keyed by position: a category's name may hold characters an element id may not.
  const categories = groups.map((_, index) => String(index));
  const [open, setOpen] = useState<string[]>(() =>
    details.length <= OPEN_UP_TO ? categories : [],
  );
  const allOpen = categories.every((category) => open.includes(category));

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} size="h3" id={id}>
              {title}
            </Title>
            <Badge variant="outline" aria-hidden>
              {details.length}
            </Badge>
          </Group>
          {groups.length > 1 && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => setOpen(allOpen ? [] : categories)}
            >
              {allOpen ? 'Collapse all' : 'Expand all'}
            </Button>
          )}
        </Group>
        {details.length === 0 ? (
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        ) : (
          <Accordion multiple value={open} onChange={setOpen} order={3} variant="contained">
            {groups.map((group, index) => (
              <Accordion.Item key={group.category} value={String(index)}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                      {group.category}
                    </Text>
                    <Badge variant="light" color="gray">
                      {group.count}
                    </Badge>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="md">
                    {group.answers.map((answers) => (
                      <AnswerList key={`${answers.you}/${answers.partner}`} group={answers} />
                    ))}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        )}
      </Stack>
    </Card>
  );
}
