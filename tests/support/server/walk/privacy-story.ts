import type { FastifyInstance } from 'fastify';
import type { RouteDef, RouteResponse } from '@shared/api/define';
import type { RouteReply } from '../call-route';
import type { Member } from './members';
import { sweepRoutes, type PeopleAims, type PlannedCall, type SweptCall } from './privacy-sweep';

/**
 * A privacy story's cast: the couple's partners `a` and `b` (in the adventure story `a` leads),
 * and `c`, a member of another couple.
 */
export type Who = 'a' | 'b' | 'c';
export type Cast = Record<Who, Member> & { coupleId: string };

/** One call the story made, and its reply. */
export interface Said {
  who: Who;
  route: RouteDef;
  status: number;
  body: string;
}

/**
 * The story's own calls in the current step: `tell` records one, with what `withState` reads
 * of the world right after it, and stops the story unless it succeeded; `takeSaid` hands the
 * step's calls over when the step ends, and starts the next step's.
 */
export function storyCalls<Told extends Said>(withState: (said: Said) => Promise<Told>) {
  let said: Told[] = [];

  async function tell<R extends RouteDef>(
    who: Who,
    route: R,
    pending: Promise<RouteReply<R>>,
  ): Promise<RouteResponse<R>> {
    const reply = await pending;
    said.push(await withState({ who, route, status: reply.status, body: reply.response.body }));
    if (reply.status !== (route.successStatus ?? 200))
      throw new Error(`${who} ${route.name}: ${reply.status} ${reply.response.body}`);
    return reply.body;
  }

  const takeSaid = () => {
    const taken = said;
    said = [];
    return taken;
  };

  return { tell, takeSaid };
}

/**
 * The cast's sweeps at the end of a step over `routes`, each call `plan` gives for the caller,
 * one sweep after another so no call races another's.
 */
export async function sweepAll<Call extends PlannedCall>(
  app: FastifyInstance,
  cast: Cast,
  routes: readonly RouteDef[],
  plan: (who: Who, route: RouteDef) => Call[],
): Promise<Record<Who, SweptCall<Call>[]>> {
  const sweepBy = (who: Who) => sweepRoutes(app, routes, cast[who], (route) => plan(who, route));
  return { a: await sweepBy('a'), b: await sweepBy('b'), c: await sweepBy('c') };
}

/**
 * What each of the cast aims at when both couples may be named: both couples, and all four
 * members, the caller's own first.
 */
export function bothCouplesAims(cast: Cast): Record<Who, PeopleAims> {
  const { a, b, c, coupleId } = cast;
  const others = [c.id, c.partnerId as string];
  const couples = [coupleId, c.coupleId as string];
  return {
    a: { couples, players: [a.id, b.id, ...others] },
    b: { couples, players: [b.id, a.id, ...others] },
    c: { couples, players: [...others, a.id, b.id] },
  };
}

/** A reply one of the cast got, from the story's own calls or from a sweep. */
export interface StoryReply {
  route: RouteDef;
  /** The step, the route, what it aimed at and the status, for failure messages. */
  where: string;
  status: number;
  body: string;
  /** What the caller sent (a sweep's ids), which may come back without telling them anything. */
  sent: string;
}

/** A step as far as its replies go: its name, the story's own calls and everyone's sweep. */
export interface StepReplies<Told extends Said, Swept extends SweptCall<PlannedCall>> {
  name: string;
  said: Told[];
  swept: Record<Who, Swept[]>;
}

/**
 * Every reply `who` got in a step: the story's calls they made, then their sweep, each with
 * what the area measures it against (`toldState` for a story call, `sweptState` for a sweep's).
 */
export function storyReplies<Told extends Said, Swept extends SweptCall<PlannedCall>, State>(
  step: StepReplies<Told, Swept>,
  who: Who,
  toldState: (said: Told) => State,
  sweptState: (swept: Swept) => State,
): (StoryReply & State)[] {
  const where = (route: RouteDef, what: string, status: number) =>
    `${step.name}: ${route.name} ${what} -> ${status}`;
  return [
    ...step.said
      .filter((said) => said.who === who)
      .map((said) => ({
        route: said.route,
        where: where(said.route, '(the story)', said.status),
        status: said.status,
        body: said.body,
        sent: '',
        ...toldState(said),
      })),
    ...step.swept[who].map((swept) => ({
      route: swept.route,
      where: where(swept.route, `on ${swept.aim}`, swept.exchange.status),
      status: swept.exchange.status,
      body: swept.exchange.body,
      sent: swept.sent,
      ...sweptState(swept),
    })),
  ];
}
