import { useEffect, useEffectEvent, useState } from 'react';
import { RetryAlert } from '../../components/retry-alert';
import { Avatar, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHeartBroken } from '@tabler/icons-react';
import { endCouple, getCouple, type Couple } from '@shared/api/couples';
import { api, ApiError } from '../../lib/api-client';
import { platform, type Session } from '../../platform';
import { EndConnectionModal } from './end-connection-modal';
import { Invitations } from './invitations';
import { failureMessage, formatDate, PROFILE_MESSAGES } from './messages';
import { NoticeAlert, type Notice } from './notice';
import { useLoad } from '../../lib/use-load';

/** The partner's name: whichever of the couple's two players is not the caller. */
export function partnerNameOf(couple: Couple, playerId: string): string {
  const name = couple.player1Id === playerId ? couple.player2Name : couple.player1Name;
  return name?.trim() || 'your partner';
}

interface ConnectedProps {
  couple: Couple;
  partnerName: string;
  onNotice: (notice: Notice | null) => void;
  onCoupleChanged: () => Promise<void>;
}

/** Both partners have joined: who the partner is, and the way to end the connection. */
function Connected({ couple, partnerName, onNotice, onCoupleChanged }: ConnectedProps) {
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const since = formatDate(couple.createdAt);

  async function end() {
    setWorking(true);
    setError(null);
    try {
      await api(endCouple, { params: { id: couple.id } });
    } catch (failure) {
      setError(failureMessage(PROFILE_MESSAGES.endFailed, failure));
      setWorking(false);
      return;
    }
    onNotice({ tone: 'success', text: PROFILE_MESSAGES.ended });
    // The session loses its couple and this panel gives way to the invite form.
    await onCoupleChanged();
    setWorking(false);
    setConfirming(false);
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
        working={working}
        error={error}
        onConfirm={() => void end()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

interface WaitingProps {
  couple: Couple;
  onNotice: (notice: Notice | null) => void;
  onCoupleChanged: () => Promise<void>;
}

/** The player invited someone who has not joined yet. */
function Waiting({ couple, onNotice, onCoupleChanged }: WaitingProps) {
  const [working, setWorking] = useState(false);

  async function cancel() {
    setWorking(true);
    onNotice(null);
    try {
      await api(endCouple, { params: { id: couple.id } });
    } catch (failure) {
      onNotice({ tone: 'error', text: failureMessage(PROFILE_MESSAGES.cancelFailed, failure) });
      setWorking(false);
      return;
    }
    onNotice({ tone: 'success', text: PROFILE_MESSAGES.cancelled });
    await onCoupleChanged();
    setWorking(false);
  }

  return (
    <Stack gap="md">
      <Invitations coupleId={couple.id} onNotice={onNotice} onCoupleChanged={onCoupleChanged} />
      <div>
        <Button variant="subtle" color="gray" loading={working} onClick={() => void cancel()}>
          Cancel Invitation
        </Button>
      </div>
    </Stack>
  );
}

interface CoupleStateProps {
  coupleId: string;
  playerId: string;
  onNotice: (notice: Notice | null) => void;
  onCoupleChanged: () => Promise<void>;
}

function CoupleState({ coupleId, playerId, onNotice, onCoupleChanged }: CoupleStateProps) {
  const state = useLoad(coupleId, (signal) => api(getCouple, { params: { id: coupleId }, signal }));
  const gone =
    state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;
  const refreshWhenGone = useEffectEvent(() => void onCoupleChanged());

  // The couple ended elsewhere (the partner ended it): pick up the session without it, once.
  useEffect(() => {
    if (gone) refreshWhenGone();
  }, [gone]);

  if (state.status === 'loading') {
    return (
      <Group gap="sm" aria-hidden>
        <Skeleton circle height={38} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={12} width={100} />
          <Skeleton height={18} width="50%" />
        </Stack>
      </Group>
    );
  }
  if (state.status === 'error') {
    return <RetryAlert title={PROFILE_MESSAGES.coupleLoadFailed} onRetry={state.retry} />;
  }
  const couple = state.data;
  if (couple.player2Id === null) {
    return <Waiting couple={couple} onNotice={onNotice} onCoupleChanged={onCoupleChanged} />;
  }
  return (
    <Connected
      couple={couple}
      partnerName={partnerNameOf(couple, playerId)}
      onNotice={onNotice}
      onCoupleChanged={onCoupleChanged}
    />
  );
}

/**
 * The partner connection: invitations and the invite form until a couple exists, "waiting"
 * while the invited partner has not joined, then the partner and the way to end it.
 */
export function PartnerPanel({ session }: { session: Session }) {
  const [notice, setNotice] = useState<Notice | null>(null);

  async function onCoupleChanged() {
    try {
      await platform.refreshSession();
    } catch {
      setNotice({ tone: 'error', text: PROFILE_MESSAGES.staleSession });
    }
  }

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
        {notice && <NoticeAlert notice={notice} onClose={() => setNotice(null)} />}
        {session.coupleId === null ? (
          <Invitations coupleId={null} onNotice={setNotice} onCoupleChanged={onCoupleChanged} />
        ) : (
          <CoupleState
            key={session.coupleId}
            coupleId={session.coupleId}
            playerId={session.playerId}
            onNotice={setNotice}
            onCoupleChanged={onCoupleChanged}
          />
        )}
      </Stack>
    </Card>
  );
}
