import { useId } from 'react';
import { Card, Stack, Text } from '@mantine/core';
import type { CompletionResult, Experience, NewBadge } from '@shared/api/adventures';
import type { ExperienceResponse } from '@shared/domain/adventures';
import { COIN_IN_THE_AIR } from '@shared/domain/take-a-chance';
import { AccessoriesPart, AdventureHeading, AdventureParts, Part } from './adventure-sections';
import { useCoinInTheAir } from './coin-in-the-air';
import { DraftActions } from './draft-actions';
import { ADVENTURE_TEXTS } from './messages';
import { LeadPlannedActions, PartnerPlannedActions } from './planned-actions';
import { Reflection } from './reflection';

/** What the screen does when a step moves an adventure on. */
export interface AdventureEvents {
  onSent: () => void;
  onAnswered: (response: ExperienceResponse) => void;
  onCompleted: (result: CompletionResult) => void;
  onBadges: (badges: NewBadge[]) => void;
}

function Body({ experience, events }: { experience: Experience; events: AdventureEvents }) {
  const lead = experience.isLeadPartner;
  switch (experience.status) {
    case 'draft':
      return (
        <>
          <AdventureParts experience={experience} teaser={false} />
          {lead && <DraftActions experience={experience} onSent={events.onSent} />}
        </>
      );
    case 'planned':
      if (lead)
        return (
          <>
            <AdventureParts experience={experience} />
            <LeadPlannedActions experience={experience} onCompleted={events.onCompleted} />
          </>
        );
      // The partner answers the teaser; the preparation follows once they accepted.
      return (
        <>
          <Part title="Teaser">{experience.partnerTeaser}</Part>
          <PartnerPlannedActions experience={experience} onAnswered={events.onAnswered} />
          <Part title="Preparation instructions">{experience.preparationInstructions}</Part>
          <AccessoriesPart experience={experience} />
        </>
      );
    case 'completed':
      return (
        <>
          <AdventureParts experience={experience} />
          <Reflection experience={experience} onBadges={events.onBadges} />
        </>
      );
    case 'declined':
      return (
        <>
          <Text size="sm" fw={500}>
            {lead ? ADVENTURE_TEXTS.partnerDeclined : ADVENTURE_TEXTS.youDeclined}
          </Text>
          <AdventureParts experience={experience} />
        </>
      );
  }
}

/** One adventure as the caller may see it, with what the caller can do at its step. */
export function AdventureCard({
  experience,
  events,
}: {
  experience: Experience;
  events: AdventureEvents;
}) {
  const headingId = useId();
  const coinInTheAir = useCoinInTheAir(experience.id);
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <AdventureHeading experience={experience} id={headingId} />
        {coinInTheAir ? (
          <Text size="sm" c="dimmed">
            {COIN_IN_THE_AIR}
          </Text>
        ) : (
          <Body experience={experience} events={events} />
        )}
      </Stack>
    </Card>
  );
}
