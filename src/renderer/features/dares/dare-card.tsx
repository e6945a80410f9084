import { useId } from 'react';
import { Badge, Card, Group, Stack, Text, Title, type MantineColor } from '@mantine/core';
import type { Dare } from '@shared/api/dares';
import { DARE_LABELS, type DareStatus } from '@shared/domain/dares';
import { QuotedText } from '../../components/quoted-text';
import { Countdown, useMinuteClock } from './countdown';
import {
  AnswerActions,
  CompleteAction,
  RevealAction,
  VerifyActions,
  type Announce,
} from './dare-actions';
import {
  DARE_TEXTS,
  difficultyText,
  markedComplete,
  partnerDeclined,
  pointsEarned,
  waitingToAnswer,
  waitingToComplete,
  waitingToVerify,
} from './messages';
import { roleIn, type DareRole } from './roles';
import { dateTimeFormat } from '../../lib/date-time-format';

const STATUS_COLORS: Record<DareStatus, MantineColor> = {
  Pending: 'yellow',
  Accepted: 'blue',
  Declined: 'gray',
  Completed: 'grape',
  Verified: 'teal',
  Expired: 'red',
};

const sentAt = dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });

function Line({ children }: { children: string }) {
  return (
    <Text size="sm" fw={500}>
      {children}
    </Text>
  );
}

/** The dare itself, once the caller may read it. */
function DareText({ text }: { text: string | null }) {
  return text === null ? null : <QuotedText>{text}</QuotedText>;
}

/** An accepted dare: the countdown, and Mark Complete for the receiver while time remains. */
function AcceptedBody({ dare, role, onDone }: { dare: Dare; role: DareRole; onDone: Announce }) {
  const now = useMinuteClock();
  const running = dare.expiresAt !== null && new Date(dare.expiresAt) > now;
  return (
    <>
      <DareText text={dare.dareText} />
      {dare.expiresAt && <Countdown expiresAt={dare.expiresAt} now={now} />}
      {role === 'sender' && <Line>{waitingToComplete(dare.receiverName)}</Line>}
      {role === 'receiver' && running && <CompleteAction dare={dare} onDone={onDone} />}
    </>
  );
}

function Body({ dare, role, onDone }: { dare: Dare; role: DareRole; onDone: Announce }) {
  switch (dare.status) {
    case 'Pending':
      if (role === 'sender')
        return (
          <>
            <DareText text={dare.dareText} />
            <Line>{waitingToAnswer(dare.receiverName)}</Line>
          </>
        );
      // The text reaches the receiver only once they reveal it.
      if (!dare.revealed || dare.dareText === null)
        return (
          <>
            <Text size="sm" c="dimmed">
              {DARE_TEXTS.hidden}
            </Text>
            <RevealAction dare={dare} />
          </>
        );
      return (
        <>
          <DareText text={dare.dareText} />
          <AnswerActions dare={dare} onDone={onDone} />
        </>
      );
    case 'Accepted':
      return <AcceptedBody dare={dare} role={role} onDone={onDone} />;
    case 'Completed':
      return (
        <>
          <DareText text={dare.dareText} />
          {role === 'sender' ? (
            <>
              <Line>{markedComplete(dare.receiverName)}</Line>
              <VerifyActions dare={dare} onDone={onDone} />
            </>
          ) : (
            <Line>{waitingToVerify(dare.senderName)}</Line>
          )}
        </>
      );
    case 'Verified':
      return (
        <>
          <DareText text={dare.dareText} />
          <Line>{pointsEarned(dare.points, role === 'receiver' ? null : dare.receiverName)}</Line>
        </>
      );
    case 'Declined':
      return (
        <>
          <DareText text={dare.dareText} />
          <Line>
            {role === 'receiver' ? DARE_TEXTS.youDeclined : partnerDeclined(dare.receiverName)}
          </Line>
        </>
      );
    case 'Expired':
      return (
        <>
          <DareText text={dare.dareText} />
          <Line>{DARE_TEXTS.expired}</Line>
        </>
      );
  }
}

/** One dare as the caller may see it, with what the caller can do at its step. */
export function DareCard({
  dare,
  playerId,
  onDone,
}: {
  dare: Dare;
  /** The signed-in player, who is either its sender or its receiver. */
  playerId: string;
  onDone: Announce;
}) {
  const headingId = useId();
  const role = roleIn(dare, playerId);
  const created = new Date(dare.createdAt);
  return (
    <Card withBorder padding="lg" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
            <Title order={3} id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {DARE_LABELS[dare.difficultyLevel]} dare from {dare.senderName}
            </Title>
            <Badge variant="light" color={STATUS_COLORS[dare.status]} tt="none">
              {dare.status}
            </Badge>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Badge variant="outline" tt="none">
              {difficultyText(dare.difficultyLevel)}
            </Badge>
            <Text size="sm" c="dimmed">
              To {dare.receiverName}
            </Text>
          </Group>
          {!Number.isNaN(created.getTime()) && (
            <Text size="xs" c="dimmed">
              Sent <time dateTime={dare.createdAt}>{sentAt.format(created)}</time>
            </Text>
          )}
        </Stack>
        <Body dare={dare} role={role} onDone={onDone} />
      </Stack>
    </Card>
  );
}
