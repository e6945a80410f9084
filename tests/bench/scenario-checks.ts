import type { GamificationStats } from '@shared/api/gamification';
import type { Notification } from '@shared/api/notifications';
import type { PollState } from './scenario-actors';
import {
  kindOfTitle,
  NOTICE_KINDS,
  type NoticeKind,
  type ScenarioCouple,
  type ScenarioLedger,
} from './scenario-ledger';
import { forEachInPool, json } from './scenario-setup';
import type { BenchPlayer } from './survey-setup';

/** Checks run a few at a time: they are not part of the measured load. */
const PARALLEL = 10;
/** The notification list shows the newest 100 (notifications service): a full one cannot be counted. */
const LIST_LIMIT = 100;

const get = async <T>(baseUrl: string, path: string, token: string) =>
  json<T>(await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } }));

/** Where every player and couple stood before the scenario, read through the API. */
export interface Baseline {
  notificationIds: Map<string, Set<string>>;
  stats: Map<string, GamificationStats>;
  /** Each player's screen starts from the list it was shown at sign-in. */
  polls: Map<string, PollState>;
}

const playersOf = (couples: readonly ScenarioCouple[]) =>
  couples.flatMap((couple) => [couple.inviter, couple.partner]);

export async function readBaseline(
  baseUrl: string,
  couples: readonly ScenarioCouple[],
  playing: readonly ScenarioCouple[],
): Promise<Baseline> {
  const baseline: Baseline = { notificationIds: new Map(), stats: new Map(), polls: new Map() };
  await forEachInPool(playersOf(couples), PARALLEL, async (player) => {
    const response = await fetch(`${baseUrl}/api/notifications`, {
      headers: { authorization: `Bearer ${player.token}` },
    });
    const list = await json<Notification[]>(response);
    const ids = list.map((notification) => notification.id);
    baseline.notificationIds.set(player.id, new Set(ids));
    baseline.polls.set(player.id, { etag: response.headers.get('etag'), ids });
  });
  await forEachInPool(playing, PARALLEL, async (couple) => {
    const path = `/api/gamification/couples/${couple.coupleId}/stats`;
    baseline.stats.set(couple.coupleId, await get(baseUrl, path, couple.inviter.token));
  });
  return baseline;
}

export interface CheckResult {
  /** Partner notifications the successful calls promised, and how many were found. */
  noticesExpected: number;
  noticesFound: number;
  couplesChecked: number;
  /** Polls sent with an ETag the player's screen kept from before its latest news. */
  outdatedPolls: number;
  problems: string[];
}

/**
 * After the scenario, on every node: each player has exactly the partner notifications the
 * scenario's successful calls sent (none lost, none twice), every node answers the player's
 * last poll with the news when there is news (no stale 304), and each couple's scoreboard
 * grew by exactly the points of its completed tasks and verified dares (none awarded twice).
 */
export async function checkOutcome(options: {
  baseUrls: readonly string[];
  couples: readonly ScenarioCouple[];
  playing: readonly ScenarioCouple[];
  baseline: Baseline;
  ledger: ScenarioLedger;
}): Promise<CheckResult> {
  const { baseUrls, baseline, ledger } = options;
  const result: CheckResult = {
    noticesExpected: ledger.noticeCount,
    noticesFound: 0,
    couplesChecked: 0,
    outdatedPolls: 0,
    problems: [],
  };
  const problem = (text: string) => result.problems.push(text);

  await forEachInPool(playersOf(options.couples), PARALLEL, async (player: BenchPlayer) => {
    const lists = await Promise.all(
      baseUrls.map((baseUrl) => get<Notification[]>(baseUrl, '/api/notifications', player.token)),
    );
    const ids = lists.map((list) => list.map((notification) => notification.id).join());
    if (new Set(ids).size > 1)
      problem(`player ${player.id}: the nodes list different notifications`);
    const list = lists[0]!;
    if (list.length >= LIST_LIMIT) problem(`player ${player.id}: list full, cannot be counted`);
    const before = baseline.notificationIds.get(player.id) ?? new Set();
    const found = new Map<NoticeKind, number>();
    for (const notification of list.filter((n) => !before.has(n.id))) {
      const kind = kindOfTitle(notification.title);
      if (kind) found.set(kind, (found.get(kind) ?? 0) + 1);
    }
    for (const kind of Object.keys(NOTICE_KINDS) as NoticeKind[]) {
      const { min, max } = ledger.expectedNotices(player.id, kind);
      const got = found.get(kind) ?? 0;
      result.noticesFound += got;
      if (got < min || got > max)
        problem(
          `player ${player.id}: ${got} "${kind}" notifications, expected ${min === max ? min : `${min} to ${max}`}`,
        );
    }
    const poll = baseline.polls.get(player.id)!;
    if (poll.etag && poll.ids.join() !== ids[0]) {
      for (const baseUrl of baseUrls) {
        const response = await fetch(`${baseUrl}/api/notifications`, {
          headers: { authorization: `Bearer ${player.token}`, 'if-none-match': poll.etag },
        });
        await response.arrayBuffer();
        result.outdatedPolls += 1;
        if (response.status !== 200)
          problem(`player ${player.id}: ${baseUrl} answered ${response.status} to a stale ETag`);
      }
    }
  });

  await forEachInPool(options.playing, PARALLEL, async (couple) => {
    const path = `/api/gamification/couples/${couple.coupleId}/stats`;
    const before = baseline.stats.get(couple.coupleId)!;
    for (const baseUrl of baseUrls) {
      const stats = await get<GamificationStats>(baseUrl, path, couple.inviter.token);
      const earned = [
        stats.player1Score - before.player1Score,
        stats.player2Score - before.player2Score,
      ];
      const expected = [couple.inviter, couple.partner].map((p) => ledger.expectedPoints(p.id));
      const fits = expected.every(({ points, exact }, i) =>
        exact ? earned[i] === points : earned[i]! >= points,
      );
      if (!fits)
        problem(
          `couple ${couple.coupleId} on ${baseUrl}: earned ${earned.join('/')}, expected ${expected
            .map(({ points, exact }) => (exact ? `${points}` : `${points} or more`))
            .join('/')}`,
        );
    }
    result.couplesChecked += 1;
  });
  return result;
}
