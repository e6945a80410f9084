import type { ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCompass,
  IconFlame,
  IconHeartHandshake,
  IconShieldCheck,
  IconTrophy,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { listExperiences } from '@shared/api/routes/adventures';
import { coupleDares } from '@shared/api/routes/dares';
import { getPendingTask } from '@shared/api/routes/quicktasks';
import { DARE_LABELS } from '@shared/domain/dares';
import { paths } from '../../../config/paths';
import { useJourney } from '../../../features/journey/api';
import { BoundaryPromptActions } from '../../../features/journey/boundary-prompt-actions';
import { pointsEarnedText } from '../../../features/quicktasks/messages';
import { TaskActions } from '../../../features/quicktasks/task-actions';
import { useRouteQuery } from '../../../lib/route-query';
import { tone } from '../../../lib/tones';
import { waitingItemsOf, type DareStep, type WaitingItem } from './waiting-items';

const iconProps = { size: 18, stroke: 1.6, 'aria-hidden': true } as const;

/** One thing to do: what it is in a line or two, and the way to do it. */
function Row({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm" component="li">
      <ThemeIcon variant="light" size="md" radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Group>
  );
}

function GoButton({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Group>
      <Button component={Link} to={to} size="xs">
        {children}
      </Button>
    </Group>
  );
}

function completed(points: number) {
  notifications.show({
    title: 'Task completed',
    message: pointsEarnedText(points),
    color: 'teal',
    icon: <IconTrophy size={18} aria-hidden />,
    autoClose: 6000,
  });
}

const DARE_ROWS: Record<DareStep, { title: (partner: string) => string; action: string }> = {
  reveal: { title: (partner) => `${partner} sent you a dare`, action: 'Reveal it' },
  answer: { title: (partner) => `${partner}'s dare waits for your answer`, action: 'Answer it' },
  finish: { title: (partner) => `You accepted ${partner}'s dare`, action: 'Open the dare' },
  verify: { title: (partner) => `${partner} says the dare is done`, action: 'Verify it' },
};

const DARE_NOTES: Record<DareStep, string> = {
  reveal: 'You can still say no.',
  answer: 'Accept it or decline it: either answer is fine.',
  finish: 'Do it before its time runs out, then mark it done.',
  verify: 'Once you verify it, the points are theirs.',
};

// The boundaries page says the rest (only you see them; suggestions keep out what either of
// you rules out): here one line, so what waits stays within a phone's first screens.
const BOUNDARIES_NOTE = 'Add your own too: only you see them.';

/** The partner started the journey: this player adds their own boundaries, or not now. */
function BoundariesRow({ coupleId, partnerName }: { coupleId: string; partnerName: string }) {
  return (
    <Row icon={<IconShieldCheck {...iconProps} />} title={`${partnerName} started your journey`}>
      <Text size="sm" c={tone.secondaryText}>
        {BOUNDARIES_NOTE}
      </Text>
      <BoundaryPromptActions coupleId={coupleId} />
    </Row>
  );
}

function ItemRow({ item, coupleId }: { item: WaitingItem; coupleId: string }) {
  switch (item.kind) {
    case 'boundaries':
      return <BoundariesRow coupleId={coupleId} partnerName={item.partnerName} />;
    case 'task':
      return (
        <Row
          icon={<IconHeartHandshake {...iconProps} />}
          title={`Your turn to confirm: ${item.task.title}`}
        >
          <Text size="sm" c={tone.secondaryText} lineClamp={1}>
            {item.task.description}
          </Text>
          <TaskActions
            key={`${item.task.id}-${item.task.status}`}
            task={item.task}
            onCompleted={completed}
            compact
          />
        </Row>
      );
    case 'dare': {
      const { step, dare } = item;
      const partner = step === 'verify' ? dare.receiverName : dare.senderName;
      return (
        <Row icon={<IconFlame {...iconProps} />} title={DARE_ROWS[step].title(partner)}>
          <Text size="sm" c={tone.secondaryText}>
            {`${DARE_LABELS[dare.difficultyLevel]}, ${dare.points} ${dare.points === 1 ? 'point' : 'points'}. ${DARE_NOTES[step]}`}
          </Text>
          <GoButton to={paths.dares.getHref(step === 'verify' ? 'sent' : 'received')}>
            {DARE_ROWS[step].action}
          </GoButton>
        </Row>
      );
    }
    case 'adventure':
      return (
        <Row
          icon={<IconCompass {...iconProps} />}
          title={`${item.experience.leadPartnerName} planned an adventure for you`}
        >
          {item.experience.partnerTeaser && (
            <Text size="sm" c={tone.secondaryText} lineClamp={2}>
              {item.experience.partnerTeaser}
            </Text>
          )}
          <GoButton to={paths.adventures.getHref('planned')}>Answer the invitation</GoButton>
        </Row>
      );
  }
}

/** The reads that say what waits on this player; each only once the couple can have it. */
function useWaitingItems(input: { coupleId: string; playerId: string; canPlay: boolean }) {
  const { coupleId, playerId, canPlay } = input;
  // Before the couple has results the server refuses tasks and adventures: not asked.
  const task = useRouteQuery(getPendingTask, { params: { id: coupleId } }, { enabled: canPlay });
  const dares = useRouteQuery(coupleDares, { params: { id: coupleId } });
  const experiences = useRouteQuery(listExperiences, {}, { enabled: canPlay });
  const journey = useJourney(coupleId);
  return waitingItemsOf({
    playerId,
    boundariesAskedBy: journey.data?.boundaryPrompt?.partnerName ?? null,
    task: canPlay ? task.data : null,
    dares: dares.data,
    experiences: canPlay ? experiences.data : [],
  });
}

/** Their boundaries, the open task, dares and adventures that wait on this player, first on the page. */
export function WaitingForYouView({
  items,
  coupleId,
}: {
  items: readonly WaitingItem[];
  coupleId: string;
}) {
  if (items.length === 0) return null;
  return (
    <Card
      withBorder
      padding="md"
      radius="md"
      component="section"
      aria-labelledby="waiting-for-you"
      // The page's one card with the brand's border: the first thing to look at. Its surface
      // stays the card's own, so every text keeps its contrast in both themes.
      style={{ borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="waiting-for-you">
          Waiting for you
        </Title>
        <Stack gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((item) => (
            <ItemRow key={keyOf(item)} item={item} coupleId={coupleId} />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}

const keyOf = (item: WaitingItem) =>
  item.kind === 'boundaries'
    ? 'boundaries'
    : item.kind === 'task'
      ? `task-${item.task.id}`
      : item.kind === 'dare'
        ? `dare-${item.dare.id}`
        : `adventure-${item.experience.id}`;

/** The section for a couple whose partner has joined; nothing while nothing waits. */
export function WaitingForYou(props: { coupleId: string; playerId: string; canPlay: boolean }) {
  return <WaitingForYouView items={useWaitingItems(props)} coupleId={props.coupleId} />;
}
