import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { allRoutes } from '@shared/api';
import { listExperiences } from '@shared/api/adventures';
import type { IntentBody } from '@shared/api/intent';
import { callRouteOk } from '../call-route';
import { plannedCalls, sweptRoutes, type Swept } from './adventure-sweep';
import type { LeadView } from './adventure-visibility';
import type { Member } from './members';
import { unlikeTheUnknownId } from './privacy-replies';
import {
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

/** One call the story made, with the adventures as their leads saw them right after it. */
export interface Said extends StoryCall {
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

  const { tell, takeSaid } = storyCalls(async (said): Promise<Said> => ({
    ...said,
    views: await viewsNow(),
  }));

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
    const aims = {
      a: { couples, players: [a.id, b.id], adventures },
      b: { couples, players: [b.id, a.id], adventures },
      c: { couples: [c.coupleId as string, coupleId], players: [c.id, a.id], adventures },
    };
    const swept = await sweepAll(app, cast, sweptRoutes(allRoutes), (who, route) =>
      plannedCalls(route, cast[who], aims[who], byId, intents[who]),
    );
    steps.push({ name, draftBy, said: takeSaid(), views, formerDrafts: [...formerDrafts], swept });
  }

  return { steps, tell, keepDraft, endStep };
}

/** A reply one of the cast got, from the story's own calls or from a sweep. */
export interface Reply extends StoryReply {
  /** The adventures as their leads saw them when the reply was given. */
  views: LeadView[];
  adventureId?: string;
}

/** Every reply `who` got in a step: the story's calls they made, then their sweep. */
export const repliesOf = (step: Step, who: Who): Reply[] =>
  storyReplies(
    step,
    who,
    (said) => ({ views: said.views }),
    (swept) => ({ views: step.views, adventureId: swept.adventureId }),
  );

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
  const idOf = (call: Swept) => call.adventureId;
  return unlikeTheUnknownId(step.swept[who], idOf, unknownId, views, hidden, {
    notFound: true,
  }).map(
    ({ call, truth: view, reply }) =>
      `${step.name}: ${who}'s ${call.route.name} on ${view.adventure.status} ${view.adventure.id} -> ${reply}`,
  );
}
