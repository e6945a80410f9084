import type { Dare } from '@shared/api/dares';

/**
 * A dare as its sender sees it (the text always), and whether the story has had its receiver
 * reveal it: the truth the receiver's replies are measured against (docs/dares.md). Revealed
 * is what the story did, not what the server says, so a server that marked a dare revealed on
 * its own could not widen what the receiver may see.
 */
export interface DareTruth {
  dare: Dare;
  revealed: boolean;
}

const textOf = ({ dare }: DareTruth): string[] =>
  dare.dareText && dare.dareText.trim() !== '' ? [dare.dareText] : [];

/** Whether `viewerId` may read the dare's text: they sent it, or received and revealed it. */
export const mayRead = (viewerId: string, truth: DareTruth) =>
  truth.dare.senderId === viewerId || (truth.dare.receiverId === viewerId && truth.revealed);

/**
 * The texts no reply to `viewerId` may hold: those of the dares they received and have not
 * revealed. A text they may read elsewhere (the same words in a dare they sent) cannot be
 * told apart, so it is left out.
 */
export function hiddenTexts(viewerId: string, truths: readonly DareTruth[]): string[] {
  const allowed = new Set(shownTexts(viewerId, truths));
  const hidden = truths
    .filter((truth) => truth.dare.receiverId === viewerId && !truth.revealed)
    .flatMap(textOf);
  return [...new Set(hidden)].filter((text) => !allowed.has(text));
}

/** The texts `viewerId` may read: the positive control that the replies searched hold them. */
export function shownTexts(viewerId: string, truths: readonly DareTruth[]): string[] {
  return [...new Set(truths.filter((truth) => mayRead(viewerId, truth)).flatMap(textOf))];
}

/** Every text of the dares, for someone who may read none of them. */
export const allTexts = (truths: readonly DareTruth[]): string[] => [
  ...new Set(truths.flatMap(textOf)),
];

/**
 * How the receiver's own copy of a dare differs from what the rules let them see: the text
 * exactly when revealed (null before), `revealed` telling which, and the rest as the sender
 * has it. Empty when it matches.
 */
export function receiverCopyProblems(truth: DareTruth, copy: Dare | undefined): string[] {
  const { dare, revealed } = truth;
  if (!copy) return [`dare ${dare.id} is missing from its receiver's list`];
  const problems: string[] = [];
  const expectedText = revealed ? dare.dareText : null;
  if (copy.dareText !== expectedText)
    problems.push(
      `dare ${dare.id} (${dare.status}, ${revealed ? 'revealed' : 'unrevealed'}) shows its receiver ${JSON.stringify(copy.dareText)}`,
    );
  if (copy.revealed !== revealed)
    problems.push(`dare ${dare.id} tells its receiver revealed = ${copy.revealed}`);
  const { dareText: _own, ...shared } = dare;
  const { dareText: _theirs, ...seen } = copy;
  if (JSON.stringify(seen) !== JSON.stringify(shared))
    problems.push(`dare ${dare.id} reads differently to its receiver: ${JSON.stringify(seen)}`);
  return problems;
}
