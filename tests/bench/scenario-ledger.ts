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

/**
 * What the scenario's successful calls promise, as the client saw them: the notifications
 * each player must have received and the points each player must have earned.
 */
export class ScenarioLedger {
  private readonly notices = new Map<string, Map<NoticeKind, number>>();
  private readonly points = new Map<string, number>();

  notified(playerId: string, kind: NoticeKind) {
    let kinds = this.notices.get(playerId);
    if (!kinds) {
      kinds = new Map();
      this.notices.set(playerId, kinds);
    }
    kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
  }

  earned(playerId: string, points: number) {
    this.points.set(playerId, (this.points.get(playerId) ?? 0) + points);
  }

  expectedNotices(playerId: string, kind: NoticeKind): number {
    return this.notices.get(playerId)?.get(kind) ?? 0;
  }

  expectedPoints(playerId: string): number {
    return this.points.get(playerId) ?? 0;
  }

  /** How many partner notifications the scenario's actions sent in all. */
  get noticeCount(): number {
    let total = 0;
    for (const kinds of this.notices.values()) for (const n of kinds.values()) total += n;
    return total;
  }
}
