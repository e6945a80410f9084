import { useId, useState } from 'react';
import { RetryAlert } from '../../components/retry-alert';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconCheck, IconHourglass, IconX } from '@tabler/icons-react';
import { acceptInvitation, declineInvitation, listInvitations } from '@shared/api/couples';
import type { RouteResponse } from '@shared/api/define';
import { api } from '../../lib/api-client';
import { InviteForm } from './invite-form';
import { failureMessage, PROFILE_MESSAGES } from './messages';
import type { Notice } from './notice';
import { useLoad } from '../../lib/use-load';

type InvitationList = RouteResponse<typeof listInvitations>;
type ReceivedInvitation = InvitationList['received'][number];

interface ReceivedInvitationRowProps {
  invitation: ReceivedInvitation;
  busy: 'accept' | 'decline' | null;
  disabled: boolean;
  onAccept: () => void;
  onDecline: () => void;
}

function ReceivedInvitationRow({
  invitation,
  busy,
  disabled,
  onAccept,
  onDecline,
}: ReceivedInvitationRowProps) {
  const textId = useId();
  return (
    <Paper component="li" withBorder radius="md" p="sm" bg="var(--mantine-color-velvet-light)">
      <Group justify="space-between" gap="sm">
        <Text id={textId} fw={500} style={{ overflowWrap: 'anywhere' }}>
          {PROFILE_MESSAGES.invitedYou(invitation.inviterName)}
        </Text>
        <Group gap="xs">
          <Button
            size="sm"
            leftSection={<IconCheck size={16} aria-hidden />}
            aria-describedby={textId}
            loading={busy === 'accept'}
            disabled={disabled && busy !== 'accept'}
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
  /** Picks up the new couple in the session; resolves once done (or reported). */
  onCoupleChanged: () => Promise<void>;
}

/**
 * Invitations received (Accept / Decline), the one sent and, while none is open, the invite
 * form. Without a couple the form shows at once; while waiting it shows once no invitation is
 * known to be open.
 */
export function Invitations({ coupleId, onNotice, onCoupleChanged }: InvitationsProps) {
  const waiting = coupleId !== null;
  const invitations = useLoad(coupleId ?? 'none', (signal) => api(listInvitations, { signal }));
  const [busy, setBusy] = useState<{ id: string; action: 'accept' | 'decline' } | null>(null);

  async function accept(invitation: ReceivedInvitation) {
    setBusy({ id: invitation.id, action: 'accept' });
    onNotice(null);
    try {
      await api(acceptInvitation, { params: { id: invitation.id } });
    } catch (failure) {
      onNotice({ tone: 'error', text: failureMessage(PROFILE_MESSAGES.acceptFailed, failure) });
      setBusy(null);
      invitations.retry();
      return;
    }
    onNotice({ tone: 'success', text: PROFILE_MESSAGES.connectedWith(invitation.inviterName) });
    await onCoupleChanged();
    setBusy(null);
  }

  async function decline(invitation: ReceivedInvitation, list: InvitationList) {
    setBusy({ id: invitation.id, action: 'decline' });
    onNotice(null);
    try {
      await api(declineInvitation, { params: { id: invitation.id } });
      invitations.replace({
        ...list,
        received: list.received.filter((item) => item.id !== invitation.id),
      });
      onNotice({ tone: 'success', text: PROFILE_MESSAGES.declined });
    } catch (failure) {
      onNotice({ tone: 'error', text: failureMessage(PROFILE_MESSAGES.declineFailed, failure) });
    } finally {
      setBusy(null);
    }
  }

  async function sent() {
    onNotice({ tone: 'success', text: PROFILE_MESSAGES.inviteSent });
    // Inviting makes the player 1 of a new couple: the session must learn its id.
    await onCoupleChanged();
    invitations.retry();
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
              onAccept={() => void accept(invitation)}
              onDecline={() => void decline(invitation, list)}
            />
          ))}
        </Stack>
      )}

      {invitations.status === 'loading' && waiting && (
        <Skeleton height={20} width="80%" aria-hidden />
      )}
      {invitations.status === 'error' && (
        <RetryAlert title={PROFILE_MESSAGES.invitationsLoadFailed} onRetry={invitations.retry} />
      )}
      {invitations.status === 'error' && waiting && (
        <Text size="sm">{PROFILE_MESSAGES.waitingForPartner}</Text>
      )}

      {list?.sent && (
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <IconHourglass size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {PROFILE_MESSAGES.invitationSentTo(list.sent.email)}
          </Text>
        </Group>
      )}
      {waiting && list && !list.sent && (
        <Text size="sm" c="dimmed">
          {PROFILE_MESSAGES.invitationClosed}
        </Text>
      )}

      {showForm && <InviteForm onSent={sent} />}
    </Stack>
  );
}
