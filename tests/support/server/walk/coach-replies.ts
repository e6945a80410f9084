import {
  coachChat,
  getCoachSession,
  listCoachSessions,
  startCoachSession,
} from '@shared/api/coach';
import { COACH_ERRORS } from '@shared/domain/coach';
import { SESSION_ROUTES, expectedRefusal, type Swept } from './coach-sweep';
import { viewProblems, type SessionTruth } from './coach-visibility';
import type { Member } from './members';
import { unlikeTheUnknownId } from './privacy-replies';

const parse = (body: string): unknown => {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
};

const messageOf = (body: string): unknown => (parse(body) as { message?: unknown })?.message;

/** Why a refusal is not the one expected (status, and message among `messages`), or null. */
function refusalProblem(
  { exchange }: Swept,
  status: number,
  messages?: readonly string[],
): string | null {
  const message = messageOf(exchange.body);
  if (exchange.status !== status) return `expected ${status}`;
  if (typeof message !== 'string' || message.trim() === '') return 'expected a message';
  if (messages && !messages.includes(message)) return `expected ${messages.join(' or ')}`;
  return null;
}

/** The problems of one reply to a coach route, against the sessions' truths. */
function problemOf(
  swept: Swept,
  caller: Member,
  truths: ReadonlyMap<string, SessionTruth>,
): string[] {
  const { route, exchange } = swept;
  const inCouple = swept.coupleId === caller.coupleId;
  const truth = swept.sessionId ? truths.get(swept.sessionId) : undefined;
  const visible = truth !== undefined && truth.coupleId === caller.coupleId;
  const refusal = (status: number, messages?: readonly string[]) => {
    const problem = refusalProblem(swept, status, messages);
    return problem ? [problem] : [];
  };
  if (route === getCoachSession) {
    if (!visible) return refusal(404, [COACH_ERRORS.sessionNotFound]);
    if (exchange.status !== 200) return ['expected 200'];
    return viewProblems(caller.id, truth, parse(exchange.body));
  }
  if (SESSION_ROUTES.includes(route)) {
    const expected = expectedRefusal(route, caller, truth);
    return refusal(expected.status, expected.messages);
  }
  if (route === startCoachSession)
    return inCouple ? refusal(403, [COACH_ERRORS.forYourself]) : refusal(404);
  if (route === listCoachSessions) {
    if (!inCouple) return refusal(404);
    if (exchange.status !== 200) return ['expected 200'];
    const listed = (parse(exchange.body) ?? []) as { id: string; createdAt: string }[];
    const ofTheCouple = [...truths.values()].filter((t) => t.coupleId === caller.coupleId);
    const times = listed.map((session) => Date.parse(session.createdAt));
    return [
      ...(listed.length === ofTheCouple.length ? [] : ['does not list every session']),
      ...ofTheCouple.flatMap((each) =>
        viewProblems(
          caller.id,
          each,
          listed.find((session) => session.id === each.id),
        ),
      ),
      ...(times.every((time, i) => i === 0 || time <= (times[i - 1] as number))
        ? []
        : ['is not newest first']),
    ];
  }
  if (route === coachChat) return exchange.status === 200 ? [] : ['expected 200'];
  return [];
}

/**
 * The replies of a sweep to the coach routes that are not what the rules say: a session's
 * owner reads it whole and the other partner without its content, anyone outside the couple
 * gets 404 as for an unknown id; a step the story does not take is refused with 404 outside
 * the couple, 403 to the other partner and 409 to the owner in the wrong state; a session is
 * started only by the caller, in their own couple.
 */
export function coachReplyProblems(
  swept: readonly Swept[],
  caller: Member,
  truths: ReadonlyMap<string, SessionTruth>,
): string[] {
  return swept.flatMap((each) =>
    problemOf(each, caller, truths).map(
      (problem) =>
        `${each.route.name} on ${each.aim} -> ${each.exchange.status} ${each.exchange.body.slice(0, 300)}: ${problem}`,
    ),
  );
}

/**
 * The replies on the sessions `hidden` selects that differ from the reply for `unknownId` on
 * the same route: a session of another couple must be indistinguishable from none at all.
 */
export function unlikeAnUnknownId(
  swept: readonly Swept[],
  truths: ReadonlyMap<string, SessionTruth>,
  unknownId: string,
  hidden: (truth: SessionTruth) => boolean,
): string[] {
  const idOf = (call: Swept) => call.sessionId;
  return unlikeTheUnknownId(swept, idOf, unknownId, truths, hidden, { notFound: false }).map(
    ({ call, truth, reply }) =>
      `${call.route.name} on ${truth.status} session ${truth.id} -> ${reply}`,
  );
}
