import { Skeleton, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import type { Dare } from '@shared/api/dares';
import { DARE_MESSAGES } from '@shared/domain/dares';
import { QueryState } from '../../components/query-state';
import type { RetryableQuery } from '../../lib/route-query';
import type { Announce } from './dare-actions';
import { DareCard } from './dare-card';
import { DARE_TABS, EMPTY_TEXTS, type DaresTab } from './messages';

export type DaresQuery = Pick<RetryableQuery<Dare[]>, 'status' | 'data' | 'error' | 'retry'>;

/** The dares a tab lists, from the couple's whole list. */
function listedIn(tab: DaresTab, dares: Dare[], playerId: string): Dare[] {
  if (tab === 'sent') return dares.filter((dare) => dare.senderId === playerId);
  if (tab === 'received') return dares.filter((dare) => dare.receiverId === playerId);
  return dares;
}

/** "Sent (2)" once the dares are read; the bare word while they load. */
function tabLabel(tab: DaresTab, dares: Dare[] | undefined, playerId: string): string {
  if (tab === 'all') return 'All Dares';
  const word = tab === 'sent' ? 'Sent' : 'Received';
  return dares ? `${word} (${listedIn(tab, dares, playerId).length})` : word;
}

const loadingList = (
  <Stack gap="md" aria-busy="true">
    <VisuallyHidden>Loading dares…</VisuallyHidden>
    <Skeleton height={140} radius="md" />
    <Skeleton height={140} radius="md" />
  </Stack>
);

function DareList({
  tab,
  dares,
  playerId,
  onDone,
}: {
  tab: DaresTab;
  dares: DaresQuery;
  playerId: string;
  onDone: Announce;
}) {
  return (
    <QueryState query={dares} errorTitle={DARE_MESSAGES.fetchFailed} loading={loadingList}>
      {(all) => {
        const listed = listedIn(tab, all, playerId);
        if (listed.length === 0)
          return (
            <Text c="dimmed" py="md">
              {EMPTY_TEXTS[tab]}
            </Text>
          );
        return (
          <Stack gap="md">
            {listed.map((dare) => (
              // A dare that moved on to another step starts its actions afresh.
              <DareCard
                key={`${dare.id}-${dare.status}-${dare.revealed}`}
                dare={dare}
                playerId={playerId}
                onDone={onDone}
              />
            ))}
          </Stack>
        );
      }}
    </QueryState>
  );
}

/** All Dares, Sent (n) and Received (n): the couple's dares, and the caller's on each side. */
export function DareTabs({
  tab,
  onTab,
  dares,
  playerId,
  onDone,
}: {
  tab: DaresTab;
  onTab: (tab: DaresTab) => void;
  dares: DaresQuery;
  playerId: string;
  onDone: Announce;
}) {
  // A failed poll keeps the last list: the counts stay while the panel shows the failure.
  const loaded = dares.data;
  return (
    <Tabs
      value={tab}
      onChange={(next) => next && onTab(next as DaresTab)}
      keepMounted={false}
      variant="pills"
    >
      <Tabs.List mb="lg">
        {DARE_TABS.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {tabLabel(value, loaded, playerId)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {DARE_TABS.map((value) => (
        <Tabs.Panel key={value} value={value}>
          <DareList tab={value} dares={dares} playerId={playerId} onDone={onDone} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
