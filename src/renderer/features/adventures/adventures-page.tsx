import { useState } from 'react';
import { Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { CompletionResult, Experience } from '@shared/api/adventures';
import { EXPERIENCE_STATUSES } from '@shared/domain/adventures';
import { ConnectPartnerNotice } from '../../components/connect-partner-notice';
import type { AdventuresTab } from '../../config/paths';
import { useSignedInSession } from '../../lib/session';
import type { AdventureEvents } from './adventure-card';
import { useExperiences } from './api';
import { showBadgeToasts } from './badge-toasts';
import { CoinFlipModal } from './coin-flip-modal';
import { CoinInTheAir } from './coin-in-the-air';
import { GeneratePanel } from './generate-panel';
import { ADVENTURE_TEXTS, pointsAwardedText } from './messages';
import { StatusList } from './status-list';
import { useCoinToss } from './use-coin-toss';
import { tone } from '../../lib/tones';

const TABS: { value: AdventuresTab; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'planned', label: 'Planned' },
  { value: 'completed', label: 'Completed' },
  { value: 'declined', label: 'Declined' },
  { value: 'generate', label: 'Generate Adventure' },
];

/** The tab a link asks for (?tab=generate), Draft when it names none it knows. */
function tabOf(param: string | null): AdventuresTab {
  const asked = param?.trim().toLowerCase();
  return TABS.find((tab) => tab.value === asked)?.value ?? 'draft';
}

function CoupleAdventures({ coupleId }: { coupleId: string }) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const experiences = useExperiences();
  const [announcement, setAnnouncement] = useState('');
  const coin = useCoinToss();

  // The tab lives in the address, so the dashboard can link to one and Back returns to it.
  const show = (next: AdventuresTab) =>
    setParams(next === 'draft' ? {} : { tab: next }, { replace: true });

  const events: AdventureEvents = {
    onSent: () => {
      setAnnouncement(ADVENTURE_TEXTS.teaserSent);
      show('planned');
    },
    onAnswered: (response) => {
      if (response === 'accepted') return;
      setAnnouncement(ADVENTURE_TEXTS.youDeclined);
      show('declined');
    },
    onCompleted: (result: CompletionResult) => {
      setAnnouncement(pointsAwardedText(result.gamification.pointsAwarded));
      showBadgeToasts(result.gamification.newBadges);
      show('completed');
    },
    onBadges: showBadgeToasts,
  };

  function generated(experience: Experience) {
    setAnnouncement('');
    show('draft');
    coin.flip(experience);
  }

  return (
    <CoinInTheAir.Provider value={coin.airborne}>
      <Stack gap="md">
        <Text role="status" fw={600} c={tone.successText}>
          {announcement}
        </Text>
        <Tabs
          value={tab}
          onChange={(next) => {
            if (!next) return;
            show(tabOf(next));
            // A tab opened reads the list afresh: the partner may have moved on meanwhile.
            if (!experiences.isFetching) void experiences.refetch();
          }}
          keepMounted={false}
          variant="pills"
        >
          <Tabs.List mb="lg">
            {TABS.map(({ value, label }) => (
              <Tabs.Tab key={value} value={value}>
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {EXPERIENCE_STATUSES.map((status) => (
            <Tabs.Panel key={status} value={status}>
              <StatusList status={status} experiences={experiences} events={events} />
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="generate">
            <GeneratePanel coupleId={coupleId} onGenerated={generated} />
          </Tabs.Panel>
        </Tabs>
        <CoinFlipModal toss={coin.toss} onLanded={coin.landed} onClose={coin.close} />
      </Stack>
    </CoinInTheAir.Provider>
  );
}

/** /adventures: the couple's adventures by status, and a new one to generate. */
export function AdventuresPage() {
  const session = useSignedInSession();
  return (
    <Stack gap="lg" maw={860}>
      {session.coupleId === null ? (
        <ConnectPartnerNotice title={ADVENTURE_TEXTS.notConnected} />
      ) : (
        <CoupleAdventures key={session.coupleId} coupleId={session.coupleId} />
      )}
    </Stack>
  );
}
