import type { Experience } from '@shared/api/adventures';
import type { Dare } from '@shared/api/dares';
import type { QuickTask } from '@shared/api/quicktasks';
import { partnerAnswer } from '../../../features/adventures/roles';

/** What a dare asks of this player now. */
export type DareStep = 'reveal' | 'answer' | 'finish' | 'verify';

/** One thing that waits on this player, not on their partner. */
export type WaitingItem =
  /** The partner started the journey; this player has yet to add their own boundaries. */
  | { kind: 'boundaries'; partnerName: string }
  | { kind: 'task'; task: QuickTask }
  | { kind: 'dare'; step: DareStep; dare: Dare }
  | { kind: 'adventure'; experience: Experience };

/** The step a dare waits on this player for, or null when it waits on the partner or is over. */
export function dareStepFor(dare: Dare, playerId: string): DareStep | null {
  if (dare.receiverId === playerId) {
    if (dare.status === 'Pending') return dare.revealed ? 'answer' : 'reveal';
    if (dare.status === 'Accepted') return 'finish';
    return null;
  }
  // The receiver says it is done; only the sender can verify it.
  return dare.senderId === playerId && dare.status === 'Completed' ? 'verify' : null;
}

/**
 * A sent adventure the partner (not its lead) has not answered yet, unless they said "Not
 * tonight" and it is not back yet.
 */
export const awaitsAnswer = (experience: Experience, now = Date.now()) =>
  experience.status === 'planned' &&
  !experience.isLeadPartner &&
  partnerAnswer(experience) === null &&
  !(experience.postponedUntil && Date.parse(experience.postponedUntil) > now);

/**
 * An open quick task is this player's turn once the partner has confirmed it and they have not
 * (the moment the partner is told "Your turn to confirm"). Before that either of them may start
 * or confirm it, and it stays on the Quick Tasks card where it was made.
 */
export const taskAwaitsPlayer = (task: QuickTask | null | undefined): task is QuickTask =>
  task != null && task.status === 'started' && task.confirmedByPartner && !task.confirmedByMe;

/**
 * Everything that waits on this player: their own boundaries first (they shape everything
 * suggested), then the open task (it can be done right here), dares and adventures, each list
 * newest first as the server sends it.
 */
export function waitingItemsOf(reads: {
  playerId: string;
  /** Who started the journey, while this player is asked for their boundaries; else null. */
  boundariesAskedBy?: string | null;
  task: QuickTask | null | undefined;
  dares: readonly Dare[] | undefined;
  experiences: readonly Experience[] | undefined;
}): WaitingItem[] {
  const items: WaitingItem[] = [];
  if (reads.boundariesAskedBy)
    items.push({ kind: 'boundaries', partnerName: reads.boundariesAskedBy });
  if (taskAwaitsPlayer(reads.task)) items.push({ kind: 'task', task: reads.task });
  for (const dare of reads.dares ?? []) {
    const step = dareStepFor(dare, reads.playerId);
    if (step) items.push({ kind: 'dare', step, dare });
  }
  for (const experience of reads.experiences ?? [])
    if (awaitsAnswer(experience)) items.push({ kind: 'adventure', experience });
  return items;
}
