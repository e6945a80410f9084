import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { allRoutes } from '@shared/api';
import { receivedDares, sentDares, type Dare } from '@shared/api/dares';
import type { RouteDef, RouteResponse } from '@shared/api/define';
import { callRouteOk, type RouteReply } from '../call-route';
import { sweep, type Swept } from './dare-sweep';
import type { DareTruth } from './dare-visibility';
import type { Member } from './members';
import { settle } from './world';

/** The couple's partners `a` and `b`, and `c`, a member of another couple. */
export type Who = 'a' | 'b' | 'c';
export type Partner = 'a' | 'b';
export type Cast = Record<Who, Member> & { coupleId: string };

/** One call the story made, with the dares as their senders saw them right after it. */
export interface Said {
  who: Who;
  route: RouteDef;
  status: number;
  body: string;
  truths: DareTruth[];
}

/** One step of the story: its own calls, then everyone's sweep over the state it reached. */
export interface Step {
  name: string;
  said: Said[];
  /** Every dare (the couple's and c's own), as its sender sees it at the end of the step. */
  truths: DareTruth[];
  /** Each partner's own list of the dares they received, at the end of the step. */
  received: Record<Partner, Dare[]>;
  swept: Record<Who, Swept[]>;
}

/**
 * Records a dare story between `a` and `b`: each call the story makes (`tell`), and at the end
 * of each step (`endStep`) a sweep by all three over every route they can call. `revealed`
 * holds the dares the story had their receiver reveal (see DareTruth).
 */
export function storyRecorder(
  app: FastifyInstance,
  pool: pg.Pool,
  cast: Cast,
  /** A dare id no one has, whose replies a hidden dare's must equal. */
  unknownId: string,
) {
  const { a, b, c, coupleId } = cast;
  const steps: Step[] = [];
  const revealed = new Set<string>();
  let said: Said[] = [];

  const listOf = (route: typeof sentDares | typeof receivedDares, member: Member) =>
    callRouteOk(app, route, { token: member.token, params: { id: member.id } });

  /** Every dare as its sender sees it, from each sender's own list. */
  async function truthsNow(): Promise<DareTruth[]> {
    const lists = await Promise.all([a, b, c].map((member) => listOf(sentDares, member)));
    return lists.flat().map((dare) => ({ dare, revealed: revealed.has(dare.id) }));
  }

  /** Records one call of the story; the story stops unless it succeeded. */
  async function tell<R extends RouteDef>(
    who: Who,
    route: R,
    pending: Promise<RouteReply<R>>,
  ): Promise<RouteResponse<R>> {
    const reply = await pending;
    said.push({ who, route, status: reply.status, body: reply.response.body, truths: [] });
    const last = said[said.length - 1] as Said;
    last.truths = await truthsNow();
    if (reply.status !== (route.successStatus ?? 200))
      throw new Error(`${who} ${route.name}: ${reply.status} ${reply.response.body}`);
    return reply.body;
  }

  /** From now on the dare's receiver may read it (call before the reveal, so its reply counts). */
  const markRevealed = (id: string) => revealed.add(id);

  async function endStep(name: string) {
    // Notifications go out after the reply: sweep once everything landed.
    await settle(pool);
    const truths = await truthsNow();
    const byId = new Map(truths.map((truth) => [truth.dare.id, truth]));
    const dares = [...byId.keys(), unknownId];
    const others = [c.id, c.partnerId as string];
    const couples = [coupleId, c.coupleId as string];
    const swept = {
      a: await sweep(app, allRoutes, a, { couples, players: [a.id, b.id, ...others], dares }, byId),
      b: await sweep(app, allRoutes, b, { couples, players: [b.id, a.id, ...others], dares }, byId),
      c: await sweep(app, allRoutes, c, { couples, players: [...others, a.id, b.id], dares }, byId),
    };
    const [receivedByA, receivedByB] = await Promise.all(
      [a, b].map((member) => listOf(receivedDares, member)),
    );
    const received = { a: receivedByA ?? [], b: receivedByB ?? [] };
    steps.push({ name, said, truths, received, swept });
    said = [];
  }

  return { steps, tell, markRevealed, endStep };
}

/** A reply one of the cast got, from the story's own calls or from a sweep. */
export interface Reply {
  route: RouteDef;
  /** The step, the route, what it aimed at and the status, for failure messages. */
  where: string;
  status: number;
  body: string;
  /** The dares as their senders saw them when the reply was given. */
  truths: DareTruth[];
  /** What the caller sent (a sweep's ids), which may come back without telling them anything. */
  sent: string;
}

/** Every reply `who` got in a step: the story's calls they made, then their sweep. */
export function repliesOf(step: Step, who: Who): Reply[] {
  const where = (route: RouteDef, what: string, status: number) =>
    `${step.name}: ${route.name} ${what} -> ${status}`;
  return [
    ...step.said
      .filter((said) => said.who === who)
      .map((said) => ({ ...said, where: where(said.route, '(the story)', said.status), sent: '' })),
    ...step.swept[who].map(({ route, aim, exchange, sent }) => ({
      route,
      where: where(route, `on ${aim}`, exchange.status),
      status: exchange.status,
      body: exchange.body,
      truths: step.truths,
      sent,
    })),
  ];
}

/**
 * The replies `who` got on the dares `hidden` selects that are not a 404 identical to the
 * reply for `unknownId` on the same route: a dare hidden from the caller must be
 * indistinguishable from one that does not exist.
 */
export function unlikeAnUnknownId(
  step: Step,
  who: Who,
  unknownId: string,
  hidden: (truth: DareTruth) => boolean,
): string[] {
  const truths = new Map(step.truths.map((truth) => [truth.dare.id, truth]));
  const swept = step.swept[who];
  const reply = ({ exchange }: Swept) => `${exchange.status} ${exchange.body}`;
  const unknown = new Map(
    swept.filter((each) => each.dareId === unknownId).map((each) => [each.route.name, reply(each)]),
  );
  return swept.flatMap((each) => {
    const truth = each.dareId ? truths.get(each.dareId) : undefined;
    if (!truth || !hidden(truth)) return [];
    return each.exchange.status === 404 && reply(each) === unknown.get(each.route.name)
      ? []
      : [
          `${step.name}: ${who}'s ${each.route.name} on ${truth.dare.status} ${truth.dare.id} -> ${reply(each)}`,
        ];
  });
}
