import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import type { CoupleBadge } from '@shared/api/gamification';
import { badgeByKey } from '@shared/domain/adventures';
import { ConnectPartnerNotice } from '../../components/connect-partner-notice';
import { EmojiIcon } from '../../components/emoji-icon';
import { QueryState } from '../../components/query-state';
import { formatDate } from '../../lib/format-date';
import { useSignedInSession } from '../../lib/session';
import { useCoupleBadges } from './api';
import { BADGE_MESSAGES } from './badge-messages';

/** One badge: its drawing, name and what earns it; when it was earned, for an earned one. */
function BadgeItem({ badge }: { badge: CoupleBadge }) {
  const earned = badge.earnedAt !== null;
  const day = badge.earnedAt === null ? null : formatDate(badge.earnedAt);
  return (
    <Card component="li" withBorder padding="md" radius="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon
          size={44}
          radius="xl"
          variant={earned ? 'filled' : 'light'}
          color={earned ? 'velvet' : 'gray'}
          aria-hidden
        >
          <EmojiIcon emoji={badgeByKey(badge.key)?.icon ?? ''} fallback={IconAward} size={24} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Title order={3} size="h5">
            {badge.name}
          </Title>
          <Text size="sm">{badge.description}</Text>
          {day && (
            <Text size="sm" c="dimmed">
              {BADGE_MESSAGES.earnedOn(day)}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function BadgeList({ badges }: { badges: CoupleBadge[] }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2 }}
      spacing="md"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {badges.map((badge) => (
        <BadgeItem key={badge.key} badge={badge} />
      ))}
    </SimpleGrid>
  );
}

/** The earned badges first, as the couple's record; then the rest, as an invitation to play. */
export function BadgesView({ badges }: { badges: CoupleBadge[] }) {
  const earned = badges.filter((badge) => badge.earnedAt !== null);
  const toEarn = badges.filter((badge) => badge.earnedAt === null);
  return (
    <Stack gap="xl">
      <Text>{BADGE_MESSAGES.count(earned.length, badges.length)}</Text>
      <Stack component="section" gap="sm" aria-labelledby="badges-earned-heading">
        <Title order={2} size="h3" id="badges-earned-heading">
          {BADGE_MESSAGES.earnedHeading}
        </Title>
        {earned.length === 0 ? (
          <Text c="dimmed">{BADGE_MESSAGES.noneYet}</Text>
        ) : (
          <BadgeList badges={earned} />
        )}
      </Stack>
      <Stack component="section" gap="sm" aria-labelledby="badges-to-earn-heading">
        <Title order={2} size="h3" id="badges-to-earn-heading">
          {BADGE_MESSAGES.toEarnHeading}
        </Title>
        {toEarn.length === 0 ? (
          <Text c="dimmed">{BADGE_MESSAGES.allEarned}</Text>
        ) : (
          <>
            <Text c="dimmed">{BADGE_MESSAGES.toEarnIntro}</Text>
            <BadgeList badges={toEarn} />
          </>
        )}
      </Stack>
    </Stack>
  );
}

function CoupleBadges({ coupleId }: { coupleId: string }) {
  const badges = useCoupleBadges(coupleId);
  return (
    <QueryState query={badges} errorTitle={BADGE_MESSAGES.loadFailed}>
      {(loaded) => <BadgesView badges={loaded.badges} />}
    </QueryState>
  );
}

/** /badges: the badges the couple has earned, and the ones still to earn. */
export function BadgesPage() {
  const session = useSignedInSession();
  return (
    <Stack gap="lg" maw={860}>
      {session.coupleId === null ? (
        <ConnectPartnerNotice title={BADGE_MESSAGES.notConnected} />
      ) : (
        <CoupleBadges key={session.coupleId} coupleId={session.coupleId} />
      )}
    </Stack>
  );
}
