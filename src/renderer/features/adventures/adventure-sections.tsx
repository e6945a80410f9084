import type { ReactNode } from 'react';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Experience } from '@shared/api/adventures';
import { realAccessories } from '@shared/domain/adventures';

/** A type as staff or the defaults name it ('romantic'), shown with a capital. */
export const typeLabel = (type: string) => type.charAt(0).toUpperCase() + type.slice(1);

/** The adventure's heading (the card's name) and what kind of adventure it is. */
export function AdventureHeading({ experience, id }: { experience: Experience; id: string }) {
  return (
    <Stack gap={6}>
      <Title order={3} id={id} style={{ overflowWrap: 'anywhere' }}>
        {experience.title}
      </Title>
      <Group gap="xs">
        <Badge variant="light" tt="none">
          {typeLabel(experience.type)}
        </Badge>
        <Badge variant="outline" color="gray" tt="none">
          {experience.level}
        </Badge>
        <Badge variant="outline" color="gray" tt="none">
          {experience.durationMinutes} min
        </Badge>
      </Group>
      {!experience.isLeadPartner && (
        <Text size="sm" c="dimmed">
          Planned by {experience.leadPartnerName}
        </Text>
      )}
    </Stack>
  );
}

/** One titled part of an adventure; nothing when the caller may not see it (null). */
export function Part({ title, children }: { title: string; children: ReactNode }) {
  if (children === null || children === undefined) return null;
  return (
    <Stack gap={4}>
      <Title order={4} size="h5">
        {title}
      </Title>
      {typeof children === 'string' ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}

/** The accessories to prepare, shown with the preparation (the server sends them together). */
export function AccessoriesPart({ experience }: { experience: Experience }) {
  if (experience.preparationInstructions === null) return null;
  const accessories = realAccessories(experience.selectedAccessories);
  return (
    <Part title="Accessories">
      {accessories.length === 0 ? (
        <Text size="sm">No accessories</Text>
      ) : (
        <Group gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {accessories.map((name) => (
            <Badge component="li" key={name} variant="light" color="gray" tt="none">
              {name}
            </Badge>
          ))}
        </Group>
      )}
    </Part>
  );
}

/** Everything the caller may see of the adventure, part by part, in reading order. */
export function AdventureParts({
  experience,
  teaser = true,
}: {
  experience: Experience;
  /** False where the teaser is edited instead (the lead's draft). */
  teaser?: boolean;
}) {
  return (
    <Stack gap="sm">
      {experience.isLeadPartner && <Part title="Coin toss">{experience.chanceResult}</Part>}
      {teaser && <Part title="Teaser">{experience.partnerTeaser}</Part>}
      <Part title="Details">{experience.details}</Part>
      <Part title="Preparation instructions">{experience.preparationInstructions}</Part>
      <Part title="Summary">{experience.summary}</Part>
      <AccessoriesPart experience={experience} />
    </Stack>
  );
}
