import type { BenchPlayer } from './survey-setup';

/** The notifications an action of the scenario sends the other partner, by their title. */
export const NOTICE_KINDS = {
  yourTurn: /^Your turn to confirm$/,
  dareSent: / sent you a .+ dare$/,
  dareAccepted: / accepted your dare$/,
  dareCompleted: / completed your dare$/,
  dareVerified: / verified your dare$/,
} as const;
export type NoticeKind = keyof typeof NOTICE_KINDS;

export const kindOfTitle = (title: string): NoticeKind | null =>
  (Object.keys(NOTICE_KINDS) as NoticeKind[]).find((kind) => NOTICE_KINDS[kind].test(title)) ??
  null;

/** A couple as the scenario plays it; the inviter is player 1 of the couple. */
export interface ScenarioCouple {
  coupleId: string;
  inviter: BenchPlayer;
  partner: BenchPlayer;
}

const countIn = (
  counts: Map<string, Map<NoticeKind, number>>,
  playerId: string,
  kind: NoticeKind,
) => {
  let kinds = counts.get(playerId);
  if (!kinds) {
    kinds = new Map();
    counts.set(playerId, kinds);
  }
  kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
};

/**
 * What the scenario's successful calls promise, as the client saw them: the notifications
 * each player must have received and the points each player must have earned. A call whose
 * outcome the client could not know (it timed out, or its node died holding it) may or may
 * not have sent its notification or earned its points: the checks allow both.
 */
export class ScenarioLedger {
  private readonly notices = new Map<string, Map<NoticeKind, number>>();
  private readonly possibleNotices = new Map<string, Map<NoticeKind, number>>();
  private readonly points = new Map<string, number>();
  private readonly pointsUnknown = new Set<string>();

  notified(playerId: string, kind: NoticeKind) {
    countIn(this.notices, playerId, kind);
  }

  /** A call that would have sent this notice has an unknown outcome. */
  mayHaveNotified(playerId: string, kind: NoticeKind) {
    countIn(this.possibleNotices, playerId, kind);
  }

  earned(playerId: string, points: number) {
    this.points.set(playerId, (this.points.get(playerId) ?? 0) + points);
  }

  /** A call that would have earned the player points has an unknown outcome. */
  mayHaveEarned(playerId: string) {
    this.pointsUnknown.add(playerId);
  }

  /** How many notices of this kind the player must have, at least and at most. */
  expectedNotices(playerId: string, kind: NoticeKind): { min: number; max: number } {
    const min = this.notices.get(playerId)?.get(kind) ?? 0;
    return { min, max: min + (this.possibleNotices.get(playerId)?.get(kind) ?? 0) };
  }

  /** The points the player must have earned; at least that many when some outcome is unknown. */
  expectedPoints(playerId: string): { points: number; exact: boolean } {
    return { points: this.points.get(playerId) ?? 0, exact: !this.pointsUnknown.has(playerId) };
  }

  /** How many partner notifications the scenario's actions sent in all. */
  get noticeCount(): number {
    let total = 0;
    for (const kinds of this.notices.values()) for (const n of kinds.values()) total += n;
    return total;
  }
}
