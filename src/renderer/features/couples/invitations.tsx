import { useId, useState } from 'react';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconHourglass, IconX } from '@tabler/icons-react';
import type { listInvitations } from '@shared/api/couples';
import type { RouteResponse } from '../../lib/route-types';
import type { Notice } from '../../components/notice-alert';
import { RetryAlert } from '../../components/retry-alert';
import { useAcceptInvitation, useDeclineInvitation, useInvitations } from './api';
import { InviteForm } from './invite-form';
import { COUPLE_MESSAGES, failureMessage } from './messages';

type InvitationList = RouteResponse<typeof listInvitations>;
type ReceivedInvitation = InvitationList['received'][number];

interface ReceivedInvitationRowProps {
  invitation: ReceivedInvitation;
  busy: 'accept' | 'decline' | null;
  disabled: boolean;
  /** The id of the text saying why Accept waits (an unconfirmed email), or null. */
  acceptLockedBy: string | null;
  onAccept: () => void;
  onDecline: () => void;
}

function ReceivedInvitationRow({
  invitation,
  busy,
  disabled,
  acceptLockedBy,
  onAccept,
  onDecline,
}: ReceivedInvitationRowProps) {
  const textId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="sm" bg="var(--mantine-color-velvet-light)">
      <Group justify="space-between" gap="sm">
        <Text id={textId} fw={500} style={{ overflowWrap: 'anywhere' }}>
          {COUPLE_MESSAGES.invitedYou(invitation.inviterName)}
        </Text>
        <Group gap="xs">
          <Button
            size="sm"
            leftSection={<IconCheck size={16} aria-hidden />}
            aria-describedby={acceptLockedBy ? `${textId} ${acceptLockedBy}` : textId}
            loading={busy === 'accept'}
            disabled={acceptLockedBy !== null || (disabled && busy !== 'accept')}
            onClick={onAccept}
          >
            Accept
          </Button>
          <Button
            size="sm"
            variant="default"
            leftSection={<IconX size={16} aria-hidden />}
            aria-describedby={textId}
            loading={busy === 'decline'}
            disabled={disabled && busy !== 'decline'}
            onClick={onDecline}
          >
            Decline
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

interface InvitationsProps {
  /** The player's couple: null without one, else a couple still waiting for player 2. */
  coupleId: string | null;
  onNotice: (notice: Notice | null) => void;
  /** True while the player's email is unconfirmed: inviting and accepting wait, and say so. */
  locked?: boolean;
}

const staleSession: Notice = { tone: 'error', text: COUPLE_MESSAGES.staleSession };

/**
 * Invitations received (Accept / Decline), the one sent and, while none is open, the invite
 * form. Without a couple the form shows at once; while waiting it shows once no invitation is
 * known to be open.
 */
export function Invitations({ coupleId, onNotice, locked = false }: InvitationsProps) {
  const acceptLockedNoteId = useId();
  const waiting = coupleId !== null;
  const invitations = useInvitations();
  const acceptInvitation = useAcceptInvitation();
  const declineInvitation = useDeclineInvitation();
  const [busy, setBusy] = useState<{ id: string; action: 'accept' | 'decline' } | null>(null);

  async function accept(invitation: ReceivedInvitation) {
    setBusy({ id: invitation.id, action: 'accept' });
    onNotice(null);
    try {
      const { sessionCurrent } = await acceptInvitation.mutateAsync({
        params: { id: invitation.id },
      });
      onNotice(
        sessionCurrent
          ? { tone: 'success', text: COUPLE_MESSAGES.connectedWith(invitation.inviterName) }
          : staleSession,
      );
    } catch (failure) {
      onNotice({ tone: 'error', text: failureMessage(COUPLE_MESSAGES.acceptFailed, failure) });
      invitations.retry();
    } finally {
      setBusy(null);
    }
  }

  async function decline(invitation: ReceivedInvitation) {
    setBusy({ id: invitation.id, action: 'decline' });
    onNotice(null);
    try {
      await declineInvitation.mutateAsync({ params: { id: invitation.id } });
      onNotice({ tone: 'success', text: COUPLE_MESSAGES.declined });
    } catch (failure) {
      onNotice({ tone: 'error', text: failureMessage(COUPLE_MESSAGES.declineFailed, failure) });
    } finally {
      setBusy(null);
    }
  }

  function sent(sessionCurrent: boolean) {
    // Inviting made the player 1 of a new couple, which the session has picked up.
    onNotice(sessionCurrent ? { tone: 'success', text: COUPLE_MESSAGES.inviteSent } : staleSession);
  }

  const list = invitations.status === 'success' ? invitations.data : null;
  const received = list?.received ?? [];
  const showForm = !waiting || (list !== null && list.sent === null);

  return (
    <Stack gap="md">
      {received.length > 0 && list && (
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {received.map((invitation) => (
            <ReceivedInvitationRow
              key={invitation.id}
              invitation={invitation}
              busy={busy?.id === invitation.id ? busy.action : null}
              disabled={busy !== null}
              acceptLockedBy={locked ? acceptLockedNoteId : null}
              onAccept={() => void accept(invitation)}
              onDecline={() => void decline(invitation)}
            />
          ))}
        </Stack>
      )}
      {received.length > 0 && locked && (
        <Text id={acceptLockedNoteId} size="sm" c="dimmed">
          {COUPLE_MESSAGES.confirmEmailToAccept}
        </Text>
      )}

      {invitations.status === 'pending' && waiting && (
        <Skeleton height={20} width="80%" aria-hidden />
      )}
      {invitations.status === 'error' && (
        <RetryAlert title={COUPLE_MESSAGES.invitationsLoadFailed} onRetry={invitations.retry} />
      )}
      {invitations.status === 'error' && waiting && (
        <Text size="sm">{COUPLE_MESSAGES.waitingForPartner}</Text>
      )}

      {list?.sent && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconHourglass size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {COUPLE_MESSAGES.invitationSentTo(list.sent.email)}
          </Text>
        </Group>
      )}
      {waiting && list && !list.sent && (
        <Text size="sm" c="dimmed">
          {COUPLE_MESSAGES.invitationClosed}
        </Text>
      )}

      {showForm && <InviteForm onSent={sent} locked={locked} />}
    </Stack>
  );
}
