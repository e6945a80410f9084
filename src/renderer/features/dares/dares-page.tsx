import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { DARE_ERRORS } from '@shared/domain/dares';
import type { PlayerSession } from '@shared/domain/sessions';
import { ConnectPartnerNotice } from '../../components/connect-partner-notice';
import { FailureAlert } from '../../components/failure-alert';
import { useSignedInSession } from '../../lib/session';
import { useCoupleDares } from './api';
import { DareTabs } from './dare-tabs';
import { DARE_TABS, DARE_TEXTS, type DaresTab } from './messages';
import { partnerIdOf } from './roles';
import { SendDareModal } from './send-dare-modal';
import { tone } from '../../lib/tones';

/** The tab a link asks for (?tab=received), All Dares when it names none it knows. */
function tabOf(param: string | null): DaresTab {
  const asked = param?.trim().toLowerCase();
  return DARE_TABS.find((tab) => tab === asked) ?? 'all';
}

function CoupleDares({ session, coupleId }: { session: PlayerSession; coupleId: string }) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const dares = useCoupleDares(coupleId);
  const [announcement, setAnnouncement] = useState('');
  const [sending, setSending] = useState(false);
  const [noPartner, setNoPartner] = useState(false);
  const partnerId = partnerIdOf(session);

  // The tab lives in the address, so a notification can link to one and Back returns to it.
  const show = (next: DaresTab) =>
    setParams(next === 'all' ? {} : { tab: next }, { replace: true });

  function openSend() {
    setAnnouncement('');
    setNoPartner(partnerId === null);
    if (partnerId !== null) setSending(true);
  }

  return (
    <Stack gap="md">
      <Text c="dimmed">{DARE_TEXTS.intro}</Text>
      <Group>
        <Button leftSection={<IconFlame size={16} aria-hidden />} onClick={openSend}>
          Send a Dare
        </Button>
      </Group>
      {noPartner && <FailureAlert>{DARE_ERRORS.noPartner}</FailureAlert>}
      <Text role="status" fw={600} c={tone.successText}>
        {announcement}
      </Text>
      <DareTabs
        tab={tab}
        onTab={(next) => {
          show(next);
          // A tab opened reads the list afresh: the partner may have moved on meanwhile.
          if (!dares.isFetching) void dares.refetch();
        }}
        dares={dares}
        playerId={session.playerId}
        onDone={setAnnouncement}
      />
      {partnerId !== null && (
        <SendDareModal
          opened={sending}
          onClose={() => setSending(false)}
          coupleId={coupleId}
          receiverId={partnerId}
          onSent={() => {
            setSending(false);
            setAnnouncement(DARE_TEXTS.sent);
            show('sent');
          }}
        />
      )}
    </Stack>
  );
}

/** /dares: the couple's dares, the ones the caller sent and received, and a new one to send. */
export function DaresPage() {
  const session = useSignedInSession();
  return (
    <Stack gap="lg" maw={860}>
      {session.coupleId === null ? (
        <ConnectPartnerNotice title={DARE_TEXTS.notConnected} />
      ) : (
        <CoupleDares key={session.coupleId} session={session} coupleId={session.coupleId} />
      )}
    </Stack>
  );
}
