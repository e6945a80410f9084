import type { RouteDef } from '@shared/api/define';
import { shownSecrets } from './disclosure';
import type { Cast } from './privacy-story';
import type { PlannedCall, SweptCall } from './privacy-sweep';

/** A sweep's call on something hidden from the caller, whose reply tells it apart from none. */
export interface UnlikeAnUnknownId<Swept, Truth> {
  call: Swept;
  truth: Truth;
  /** The status and body the call got. */
  reply: string;
}

/**
 * The calls of a sweep on what `hidden` hides from the caller (by the truth of the id the call
 * named) whose reply differs from the one the unknown id got on the same route, or, with
 * `notFound`, is not a 404: something hidden must be indistinguishable from nothing at all.
 */
export function unlikeTheUnknownId<Swept extends SweptCall<PlannedCall>, Truth>(
  swept: readonly Swept[],
  idOf: (call: Swept) => string | undefined,
  unknownId: string,
  truths: ReadonlyMap<string, Truth>,
  hidden: (truth: Truth) => boolean,
  { notFound }: { notFound: boolean },
): UnlikeAnUnknownId<Swept, Truth>[] {
  const replyOf = ({ exchange }: Swept) => `${exchange.status} ${exchange.body}`;
  const unknown = new Map(
    swept.filter((call) => idOf(call) === unknownId).map((call) => [call.route, replyOf(call)]),
  );
  return swept.flatMap((call) => {
    const id = idOf(call);
    const truth = id === undefined ? undefined : truths.get(id);
    if (truth === undefined || !hidden(truth)) return [];
    const reply = replyOf(call);
    const alike = reply === unknown.get(call.route) && (!notFound || call.exchange.status === 404);
    return alike ? [] : [{ call, truth, reply }];
  });
}

const ISO_TIME = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?/g;

/** A body with its times blanked, so two reads of an unchanged state compare equal. */
export const stable = (body: string) => body.replace(ISO_TIME, '<time>');

/** A text cut short for a failure message. */
export const clip = (text: string) => (text.length > 90 ? `${text.slice(0, 90)}…` : text);

/** Texts found where they may not be, for a failure message. */
export const listed = (texts: readonly string[]) => texts.map(clip).join(' | ');

const isRoute = (value: unknown): value is RouteDef =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

/** The names of the routes the contract modules export: what an area's sweep must reach. */
export const contractRouteNames = (...contracts: readonly object[]): string[] =>
  contracts.flatMap((contract) =>
    (Object.values(contract) as unknown[]).filter(isRoute).map((route) => route.name),
  );

/** The routes of `areaRoutes` that none of `replies` came from: routes a caller never reached. */
export const unreached = (
  areaRoutes: readonly RouteDef[],
  replies: readonly { route: RouteDef }[],
): string[] => {
  const called = new Set(replies.map((reply) => reply.route.name));
  return areaRoutes.map((route) => route.name).filter((name) => !called.has(name));
};

/** A sweep's GET replies, by call, with their times blanked: what a caller read in a step. */
export const readsIn = (swept: readonly SweptCall<PlannedCall>[]) =>
  new Map(
    swept
      .filter(({ route }) => route.method === 'GET')
      .map(({ route, aim, exchange }) => [
        `${route.name} on ${aim}`,
        `${exchange.status} ${stable(exchange.body)}`,
      ]),
  );

/**
 * Each reply's problems as `find` tells them, a server error always among them, named by who
 * got it and where.
 */
export const replyProblems = <Reply extends { status: number; where: string }>(
  who: string,
  replies: readonly Reply[],
  find: (reply: Reply) => string[],
): string[] =>
  replies.flatMap((reply) => {
    if (reply.status >= 500) return [`${who}, ${reply.where}: server error`];
    const shown = find(reply);
    return shown.length ? [`${who}, ${reply.where} shows ${listed(shown)}`] : [];
  });

/** What names the couple to an outsider: the partners' ids, emails and names, and the couple's id. */
export const theCouplesPeople = ({ a, b, coupleId }: Cast, names: { a: string; b: string }) => [
  a.id,
  b.id,
  coupleId,
  a.email,
  b.email,
  names.a,
  names.b,
];

/**
 * The secrets a reply shows that the caller did not send: an id or a name they put in their own
 * request may come back without telling them anything.
 */
export const shownUnsent = (reply: { body: string; sent: string }, secrets: readonly string[]) =>
  shownSecrets(reply.body, secrets).filter(
    (secret) => !reply.sent.toLowerCase().includes(secret.toLowerCase()),
  );
