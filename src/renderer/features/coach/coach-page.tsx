import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { PlayerSession } from '@shared/domain/sessions';
import { COACH_DISCLAIMER } from '@shared/domain/coach';
import { ConnectPartnerNotice } from '../../components/connect-partner-notice';
import { useSignedInSession } from '../../lib/session';
import { useCoachAccess } from './api';
import { ChatPanel } from './chat-panel';
import { CoachAccessGate, UpgradeNotice } from './coach-access';
import { GuidedSessions } from './guided-sessions';
import { COACH_TEXTS, topicOpener } from './messages';
import { TipCard } from './tip-card';
import { TopicGrid, useTopicChoices } from './topic-grid';
import { useConversation } from './use-conversation';

/** Renders the couple's journey level card (composed by the app: it belongs to the journey). */
export type JourneyCardSlot = (coupleId: string) => ReactNode;

/** The plain statement of what the coach is, always on screen. */
export function CoachDisclaimer() {
  return (
    <Alert role="note" variant="light" color="gray" icon={<IconInfoCircle size={20} aria-hidden />}>
      {COACH_DISCLAIMER}
    </Alert>
  );
}

function CoachScreen({
  session,
  coupleId,
  journeyCard,
  open,
  onTierRefused,
}: {
  session: PlayerSession;
  coupleId: string;
  journeyCard?: JourneyCardSlot;
  /** Whether the plan includes the coach: without it, only the chat and new sessions close. */
  open: boolean;
  onTierRefused: () => void;
}) {
  const topics = useTopicChoices();
  const conversation = useConversation(session.playerId, onTierRefused);
  return (
    <>
      {journeyCard?.(coupleId)}
      <TipCard coupleId={coupleId} />
      <TopicGrid
        topics={topics}
        selected={conversation.topic}
        disabled={conversation.sending || !open}
        onChoose={(topic) => void conversation.send(topicOpener(topic), topic)}
      />
      {open ? <ChatPanel conversation={conversation} /> : <UpgradeNotice />}
      <GuidedSessions
        coupleId={coupleId}
        playerId={session.playerId}
        canStart={open}
        onTierRefused={onTierRefused}
      />
    </>
  );
}

function CoupleCoach(props: {
  session: PlayerSession;
  coupleId: string;
  journeyCard?: JourneyCardSlot;
}) {
  const access = useCoachAccess(props.coupleId);
  // Any coach call the server refuses for the plan closes the coach, whatever the check said.
  const [refused, setRefused] = useState(false);
  const refuse = useCallback(() => setRefused(true), []);
  return (
    <CoachAccessGate access={access}>
      {(hasAccess) => (
        <CoachScreen {...props} open={hasAccess && !refused} onTierRefused={refuse} />
      )}
    </CoachAccessGate>
  );
}

/**
 * /velvet-coach (and /coach): the journey level, a tip of the day, topics, the chat and guided
 * sessions. A couple whose plan leaves the coach out keeps everything but the chat and new
 * sessions, which the upgrade notice stands in for.
 */
export function CoachPage({ journeyCard }: { journeyCard?: JourneyCardSlot }) {
  const session = useSignedInSession();
  return (
    <Stack gap="lg" maw={860}>
      <CoachDisclaimer />
      {session.coupleId === null ? (
        <ConnectPartnerNotice title={COACH_TEXTS.notConnected} />
      ) : (
        <CoupleCoach
          key={session.coupleId}
          session={session}
          coupleId={session.coupleId}
          journeyCard={journeyCard}
        />
      )}
    </Stack>
  );
}
