import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { allRoutes } from '@shared/api';
import { receivedDares, sentDares, type Dare } from '@shared/api/dares';
import { callRouteOk } from '../call-route';
import { plannedCalls, sweptRoutes, type Swept } from './dare-sweep';
import type { DareTruth } from './dare-visibility';
import type { Member } from './members';
import { unlikeTheUnknownId } from './privacy-replies';
import {
  bothCouplesAims,
  storyCalls,
  storyReplies,
  sweepAll,
  type Cast,
  type Said as StoryCall,
  type StoryReply,
  type Who,
} from './privacy-story';
import { settle } from './world';

export type { Cast, Who };
export type Partner = 'a' | 'b';

/** One call the story made, with the dares as their senders saw them right after it. */
export interface Said extends StoryCall {
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
  const { a, b, c } = cast;
  const steps: Step[] = [];
  const revealed = new Set<string>();

  const listOf = (route: typeof sentDares | typeof receivedDares, member: Member) =>
    callRouteOk(app, route, { token: member.token, params: { id: member.id } });

  /** Every dare as its sender sees it, from each sender's own list. */
  async function truthsNow(): Promise<DareTruth[]> {
    const lists = await Promise.all([a, b, c].map((member) => listOf(sentDares, member)));
    return lists.flat().map((dare) => ({ dare, revealed: revealed.has(dare.id) }));
  }

  const { tell, takeSaid } = storyCalls(async (said): Promise<Said> => ({
    ...said,
    truths: await truthsNow(),
  }));

  /** From now on the dare's receiver may read it (call before the reveal, so its reply counts). */
  const markRevealed = (id: string) => revealed.add(id);

  async function endStep(name: string) {
    // Notifications go out after the reply: sweep once everything landed.
    await settle(pool);
    const truths = await truthsNow();
    const byId = new Map(truths.map((truth) => [truth.dare.id, truth]));
    const dares = [...byId.keys(), unknownId];
    const aims = bothCouplesAims(cast);
    const swept = await sweepAll(app, cast, sweptRoutes(allRoutes), (who, route) =>
      plannedCalls(route, cast[who], { ...aims[who], dares }, byId),
    );
    const [receivedByA, receivedByB] = await Promise.all(
      [a, b].map((member) => listOf(receivedDares, member)),
    );
    const received = { a: receivedByA ?? [], b: receivedByB ?? [] };
    steps.push({ name, said: takeSaid(), truths, received, swept });
  }

  return { steps, tell, markRevealed, endStep };
}

/** A reply one of the cast got, from the story's own calls or from a sweep. */
export interface Reply extends StoryReply {
  /** The dares as their senders saw them when the reply was given. */
  truths: DareTruth[];
}

/** Every reply `who` got in a step: the story's calls they made, then their sweep. */
export const repliesOf = (step: Step, who: Who): Reply[] =>
  storyReplies(
    step,
    who,
    (said) => ({ truths: said.truths }),
    () => ({ truths: step.truths }),
  );

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
  const idOf = (call: Swept) => call.dareId;
  return unlikeTheUnknownId(step.swept[who], idOf, unknownId, truths, hidden, {
    notFound: true,
  }).map(
    ({ call, truth, reply }) =>
      `${step.name}: ${who}'s ${call.route.name} on ${truth.dare.status} ${truth.dare.id} -> ${reply}`,
  );
}
