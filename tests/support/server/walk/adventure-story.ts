import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { allRoutes } from '@shared/api';
import type { RouteDef, RouteResponse } from '@shared/api/define';
import { listExperiences } from '@shared/api/experiences';
import type { IntentBody } from '@shared/api/intent';
import { callRouteOk, type RouteReply } from '../call-route';
import { sweep, type Swept } from './adventure-sweep';
import type { LeadView } from './adventure-visibility';
import type { Member } from './members';
import { settle } from './world';

/** The couple's lead `a`, the other partner `b`, and `c`, a member of another couple. */
export type Who = 'a' | 'b' | 'c';
export type Cast = Record<Who, Member> & { coupleId: string };

/** One call the story made, with the adventures as their leads saw them right after it. */
export interface Said {
  who: Who;
  route: RouteDef;
  status: number;
  body: string;
  views: LeadView[];
}

/** One step of the story: its own calls, then everyone's sweep over the state it reached. */
export interface Step {
  name: string;
  /** Who made (or redrew) a draft in this step, which the others must see no trace of. */
  draftBy?: Who;
  said: Said[];
  views: LeadView[];
  /** Drafts regenerated away so far, as their lead last saw them. */
  formerDrafts: LeadView[];
  swept: Record<Who, Swept[]>;
}

/**
 * Records an adventure story between `a` and `b`: each call the story makes (`tell`), and at
 * the end of each step (`endStep`) a sweep by all three over every route they can call.
 */
export function storyRecorder(
  app: FastifyInstance,
  pool: pg.Pool,
  cast: Cast,
  intents: Record<Who, IntentBody>,
  /** An adventure id no one has, whose replies a hidden adventure's must equal. */
  unknownId: string,
) {
  const { a, b, c, coupleId } = cast;
  const steps: Step[] = [];
  const formerDrafts: LeadView[] = [];
  let said: Said[] = [];

  /** Every adventure of the couple as its lead sees it, from each partner's own list. */
  async function viewsNow(): Promise<LeadView[]> {
    const [mine, theirs] = await Promise.all(
      [a, b].map((member) => callRouteOk(app, listExperiences, { token: member.token })),
    );
    const leads = (list: typeof mine, lead: Member, partner: Member) =>
      (list ?? [])
        .filter((adventure) => adventure.isLeadPartner)
        .map((adventure) => ({ leadId: lead.id, partnerId: partner.id, adventure }));
    return [...leads(mine, a, b), ...leads(theirs, b, a)];
  }

  /** Records one call of the story; the story stops unless it succeeded. */
  async function tell<R extends RouteDef>(
    who: Who,
    route: R,
    pending: Promise<RouteReply<R>>,
  ): Promise<RouteResponse<R>> {
    const reply = await pending;
    said.push({ who, route, status: reply.status, body: reply.response.body, views: [] });
    const last = said[said.length - 1] as Said;
    last.views = await viewsNow();
    if (reply.status !== (route.successStatus ?? 200))
      throw new Error(`${who} ${route.name}: ${reply.status} ${reply.response.body}`);
    return reply.body;
  }

  /** Keeps a draft's texts before it is regenerated: no one but its lead may ever see them. */
  async function keepDraft(id: string) {
    const view = (await viewsNow()).find((each) => each.adventure.id === id);
    if (!view) throw new Error(`no adventure ${id} to keep`);
    formerDrafts.push(view);
  }

  async function endStep(name: string, draftBy?: Who) {
    // Notifications and emails go out after the reply: sweep once everything landed.
    await settle(pool);
    const views = await viewsNow();
    const byId = new Map(views.map((view) => [view.adventure.id, view]));
    const adventures = [...byId.keys(), unknownId];
    const couples = [coupleId];
    const swept = {
      a: await sweep(
        app,
        allRoutes,
        a,
        { couples, players: [a.id, b.id], adventures },
        byId,
        intents.a,
      ),
      b: await sweep(
        app,
        allRoutes,
        b,
        { couples, players: [b.id, a.id], adventures },
        byId,
        intents.b,
      ),
      c: await sweep(
        app,
        allRoutes,
        c,
        { couples: [c.coupleId as string, coupleId], players: [c.id, a.id], adventures },
        byId,
        intents.c,
      ),
    };
    steps.push({ name, draftBy, said, views, formerDrafts: [...formerDrafts], swept });
    said = [];
  }

  return { steps, tell, keepDraft, endStep };
}

/** A reply one of the cast got, from the story's own calls or from a sweep. */
export interface Reply {
  route: RouteDef;
  /** The step, the route, what it aimed at and the status, for failure messages. */
  where: string;
  status: number;
  body: string;
  /** The adventures as their leads saw them when the reply was given. */
  views: LeadView[];
  /** What the caller sent (a sweep's ids), which may come back without telling them anything. */
  sent: string;
  adventureId?: string;
}

/** Every reply `who` got in a step: the story's calls they made, then their sweep. */
export function repliesOf(step: Step, who: Who): Reply[] {
  const where = (route: RouteDef, what: string, status: number) =>
    `${step.name}: ${route.name} ${what} -> ${status}`;
  return [
    ...step.said
      .filter((said) => said.who === who)
      .map((said) => ({ ...said, where: where(said.route, '(the story)', said.status), sent: '' })),
    ...step.swept[who].map(({ route, aim, exchange, sent, adventureId }) => ({
      route,
      where: where(route, `on ${aim}`, exchange.status),
      status: exchange.status,
      body: exchange.body,
      views: step.views,
      sent,
      adventureId,
    })),
  ];
}

/**
 * The replies `who` got on the adventures `hidden` selects that are not a 404 identical to the
 * reply for `unknownId` on the same route: an adventure hidden from the caller must be
 * indistinguishable from one that does not exist.
 */
export function unlikeAnUnknownId(
  step: Step,
  who: Who,
  unknownId: string,
  hidden: (view: LeadView) => boolean,
): string[] {
  const views = new Map(step.views.map((view) => [view.adventure.id, view]));
  const swept = step.swept[who];
  const reply = ({ exchange }: Swept) => `${exchange.status} ${exchange.body}`;
  const unknown = new Map(
    swept
      .filter((each) => each.adventureId === unknownId)
      .map((each) => [each.route.name, reply(each)]),
  );
  return swept.flatMap((each) => {
    const view = each.adventureId ? views.get(each.adventureId) : undefined;
    if (!view || !hidden(view)) return [];
    return each.exchange.status === 404 && reply(each) === unknown.get(each.route.name)
      ? []
      : [
          `${step.name}: ${who}'s ${each.route.name} on ${view.adventure.status} ${view.adventure.id} -> ${reply(each)}`,
        ];
  });
}
