import type { CoachSession } from '@shared/api/coach';

/**
 * A guided session as the partner who started it sees it: the truth everyone else's replies
 * are measured against (docs/coach-and-support.md). Its questions, answers and summary are its
 * owner's alone; the other partner sees that it exists and its activity.
 */
export type SessionTruth = CoachSession;

/** The session's content: every question asked, every answer and the summary. */
export function textsOf(session: SessionTruth): string[] {
  const texts = [
    ...(session.previousAnswers ?? []).flatMap((answered) => [answered.question, answered.answer]),
    ...(session.question ? [session.question] : []),
    ...(session.summary ? [session.summary] : []),
  ];
  return [...new Set(texts.filter((text) => text.trim() !== ''))];
}

/** How many questions the session has asked: the answered ones and the one pending. */
export const questionsAsked = (session: SessionTruth) =>
  (session.previousAnswers?.length ?? 0) + (session.questionId ? 1 : 0);

/** The texts `viewerId` may read: those of the sessions they started. */
export function shownTexts(viewerId: string, truths: readonly SessionTruth[]): string[] {
  return [...new Set(truths.filter((s) => s.playerId === viewerId).flatMap(textsOf))];
}

/**
 * The texts no reply to `viewerId` may hold: those of sessions someone else started. A text
 * they may read in a session of their own (the same question asked of both) cannot be told
 * apart, so it is left out; what a player typed is always their own.
 */
export function hiddenTexts(viewerId: string, truths: readonly SessionTruth[]): string[] {
  const allowed = new Set(shownTexts(viewerId, truths));
  const hidden = truths.filter((s) => s.playerId !== viewerId).flatMap(textsOf);
  return [...new Set(hidden)].filter((text) => !allowed.has(text));
}

/** Every text of every session, for someone who may read none of them. */
export const allTexts = (truths: readonly SessionTruth[]): string[] => [
  ...new Set(truths.flatMap(textsOf)),
];

/** What the other partner must get for a session: the owner's view with its content null. */
export const partnerView = (truth: SessionTruth): SessionTruth => ({
  ...truth,
  isMine: false,
  questionId: null,
  question: null,
  previousAnswers: null,
  summary: null,
});

/** The view of `truth` that `viewerId`, a partner of the couple, must get. */
export const viewFor = (viewerId: string, truth: SessionTruth): SessionTruth =>
  truth.playerId === viewerId ? truth : partnerView(truth);

/** JSON with object keys sorted, so two equal values read the same whatever their key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_, node: unknown) =>
    node && typeof node === 'object' && !Array.isArray(node)
      ? Object.fromEntries(Object.entries(node).sort(([x], [y]) => x.localeCompare(y)))
      : node,
  );

/** How a copy of a session a partner got differs from what they must see; empty when equal. */
export function viewProblems(viewerId: string, truth: SessionTruth, copy: unknown): string[] {
  return canonical(copy) === canonical(viewFor(viewerId, truth))
    ? []
    : [`session ${truth.id} (${truth.status}) reads ${JSON.stringify(copy)}`];
}
