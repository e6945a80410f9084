import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Alert, Avatar, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCrown, IconHeartBroken } from '@tabler/icons-react';
import type { Couple } from '@shared/api/couples';
import { NoticeAlert, type Notice } from '../../components/notice-alert';
import { QueryState } from '../../components/query-state';
import { failedWith } from '../../lib/query-client';
import { formatDate } from '../../lib/format-date';
import type { Session } from '../../platform';
import { useCouple, useCoupleChanged, useEndCouple, usePlanOnLeaving } from './api';
import { EndConnectionModal } from './end-connection-modal';
import { Invitations } from './invitations';
import { COUPLE_MESSAGES, failureMessage } from './messages';

/** The partner's name: whichever of the couple's two players is not the caller. */
export function partnerNameOf(couple: Couple, playerId: string): string {
  const name = couple.player1Id === playerId ? couple.player2Name : couple.player1Name;
  return name?.trim() || 'your partner';
}

/** How a section of the panel reports the outcome of a change, a stale session included. */
interface NoticeProps {
  onNotice: (notice: Notice | null) => void;
}

interface ConnectedProps extends NoticeProps {
  couple: Couple;
  partnerName: string;
}

/** Both partners have joined: who the partner is, and the way to end the connection. */
function Connected({ couple, partnerName, onNotice }: ConnectedProps) {
  const endCouple = useEndCouple();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = usePlanOnLeaving(confirming);
  const since = formatDate(couple.createdAt);

  async function end() {
    setError(null);
    try {
      // The session loses its couple and this panel gives way to the invite form.
      const { sessionCurrent } = await endCouple.mutateAsync({ params: { id: couple.id } });
      onNotice(
        sessionCurrent
          ? { tone: 'success', text: COUPLE_MESSAGES.ended }
          : { tone: 'error', text: COUPLE_MESSAGES.staleSession },
      );
      setConfirming(false);
    } catch (failure) {
      setError(failureMessage(COUPLE_MESSAGES.endFailed, failure));
    }
  }

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap">
        <Avatar name={partnerName} color="velvet" variant="light" radius="xl" aria-hidden />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            Connected with
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }} data-testid="partner-name">
            {partnerName}
          </Text>
          {since && (
            <Text size="xs" c="dimmed">
              Together on Velvet since {since}
            </Text>
          )}
        </div>
      </Group>
      <div>
        <Button
          color="red"
          variant="light"
          leftSection={<IconHeartBroken size={16} aria-hidden />}
          onClick={() => {
            setError(null);
            setConfirming(true);
          }}
        >
          End Connection
        </Button>
      </div>
      <EndConnectionModal
        opened={confirming}
        partnerName={partnerName}
        working={endCouple.isPending}
        error={error}
        planLine={plan.data?.ifConnectionEnds ?? null}
        onConfirm={() => void end()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** The player invited someone who has not joined yet. */
function Waiting({ couple, onNotice, locked }: NoticeProps & { couple: Couple; locked: boolean }) {
  const endCouple = useEndCouple();

  async function cancel() {
    onNotice(null);
    try {
      const { sessionCurrent } = await endCouple.mutateAsync({ params: { id: couple.id } });
      onNotice(
        sessionCurrent
          ? { tone: 'success', text: COUPLE_MESSAGES.cancelled }
          : { tone: 'error', text: COUPLE_MESSAGES.staleSession },
      );
    } catch (failure) {
      onNotice({ tone: 'error', text: failureMessage(COUPLE_MESSAGES.cancelFailed, failure) });
    }
  }

  return (
    <Stack gap="md">
      <Invitations coupleId={couple.id} onNotice={onNotice} locked={locked} />
      <div>
        <Button
          variant="subtle"
          color="gray"
          loading={endCouple.isPending}
          onClick={() => void cancel()}
        >
          Cancel Invitation
        </Button>
      </div>
    </Stack>
  );
}

/**
 * A player without a couple who kept a paid plan from their last one is told it waits for
 * their next couple, rather than being left to think it is gone.
 */
function KeptPlanLine() {
  const plan = usePlanOnLeaving();
  const line = plan.data?.kept?.line;
  if (!line) return null;
  return (
    <Alert
      color="velvet"
      variant="light"
      icon={<IconCrown aria-hidden />}
      title="Your plan is kept"
    >
      {line}
    </Alert>
  );
}

const coupleSkeleton = (
  <Group gap="sm" aria-hidden>
    <Skeleton circle height={38} />
    <Stack gap={6} style={{ flex: 1 }}>
      <Skeleton height={12} width={100} />
      <Skeleton height={18} width="50%" />
    </Stack>
  </Group>
);

interface CoupleStateProps extends NoticeProps {
  coupleId: string;
  playerId: string;
  locked: boolean;
}

function CoupleState({ coupleId, playerId, onNotice, locked }: CoupleStateProps) {
  const couple = useCouple(coupleId);
  const coupleChanged = useCoupleChanged();
  const gone = couple.status === 'error' && failedWith(couple.error, 404);
  const refreshWhenGone = useEffectEvent(async () => {
    if (!(await coupleChanged())) onNotice({ tone: 'error', text: COUPLE_MESSAGES.staleSession });
  });

  // The couple ended elsewhere (the partner ended it): pick up the session without it, once.
  useEffect(() => {
    if (gone) void refreshWhenGone();
  }, [gone]);

  return (
    <QueryState
      query={couple}
      errorTitle={COUPLE_MESSAGES.coupleLoadFailed}
      loading={coupleSkeleton}
    >
      {(loaded) =>
        loaded.player2Id === null ? (
          <Waiting couple={loaded} onNotice={onNotice} locked={locked} />
        ) : (
          <Connected
            couple={loaded}
            partnerName={partnerNameOf(loaded, playerId)}
            onNotice={onNotice}
          />
        )
      }
    </QueryState>
  );
}

interface PartnerPanelProps {
  session: Session;
  /** False while the player's email is unconfirmed; unknown (undefined) while it loads. */
  emailVerified?: boolean;
  /** What an unconfirmed player is shown first: why couple actions wait, and the way on. */
  verificationNotice?: ReactNode;
}

/**
 * The partner connection: invitations and the invite form until a couple exists, "waiting"
 * while the invited partner has not joined, then the partner and the way to end it. Until the
 * email is confirmed, inviting and accepting wait and say why (the server refuses them too).
 */
export function PartnerPanel({ session, emailVerified, verificationNotice }: PartnerPanelProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const locked = emailVerified === false;

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="partner-heading">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id="partner-heading">
            Partner connection
          </Title>
          {session.coupleId === null && (
            <Text size="sm" c="dimmed">
              Velvet is for the two of you. Invite your partner by email; they sign up with their
              own account, and only you two see what you share.
            </Text>
          )}
        </Stack>
        {locked && verificationNotice}
        {notice && <NoticeAlert notice={notice} onClose={() => setNotice(null)} />}
        {session.coupleId === null && <KeptPlanLine />}
        {session.coupleId === null ? (
          <Invitations coupleId={null} onNotice={setNotice} locked={locked} />
        ) : (
          <CoupleState
            key={session.coupleId}
            coupleId={session.coupleId}
            playerId={session.playerId}
            onNotice={setNotice}
            locked={locked}
          />
        )}
      </Stack>
    </Card>
  );
}
