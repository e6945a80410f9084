import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoutes } from '@shared/api';
import { exportData } from '@shared/api/accounts';
import { getCoachSession } from '@shared/api/coach';
import type { RouteDef } from '@shared/api/define';
import { compare, getActivitiesSummary, getSharedSummary } from '@shared/api/results';
import { markComplete } from '@shared/api/survey';
import type { Preference } from '@shared/domain/survey';
import { callRouteOk } from '../support/server/call-route';
import { answerWholeSurvey } from '../support/server/survey-fixture';
import { createTestApp, type TestApp } from '../support/server/test-app';
import { createAdventures } from '../support/server/walk/adventures';
import { catalogueSample, loadStructure } from '../support/server/walk/catalogue';
import { createCoachSessions } from '../support/server/walk/coach';
import { askTheCoach, coachAsksAbout, type CoachAnswer } from '../support/server/walk/coach-asks';
import { createDares } from '../support/server/walk/dares';
import {
  callEverything,
  jsonParts,
  normalized,
  refusalPlan,
  secretsOf,
  shownSecrets,
  type RefusalPlan,
  type Sent,
  type Side,
} from '../support/server/walk/disclosure';
import { describe as explain } from '../support/server/walk/exchange';
import { call, formCouple, register, type Member } from '../support/server/walk/members';

/**
 * A partner's No is never revealed to the other partner by any call. `a` answers No to a few
 * activities (ordinary ones, and clothing from both sides and from one), Yes and Maybe to the
 * rest; the partner `p` says Yes to everything; both complete, and the couple has adventures
 * and dares in every state `p` acts on, and coach sessions of p's in every state a step needs.
 * Then `p` calls every route of the contract, and no answer may hold the id, the name or an
 * answer key of what `a` refused. The one exception is principled: an answer identical to the
 * one an unrelated couple gets (`p`'s twin, answering as `p` did, beside `a`'s twin, who says
 * Yes where `a` said No) cannot depend on a's refusals: the catalogue, `p`'s own answers. The
 * coach is asked about each refusal by name, and its answer never names one. `a` has coach
 * sessions too, whose answers are a's alone: no call of p's shows one either.
 */
let t: TestApp;
beforeAll(async () => {
  // Every couple registers players through a rate-limited route; the limit has its own test.
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000000' });
});
afterAll(async () => t.close());

/** The routes whose bodies are about the couple's answers: counts and welcomed pairs only. */
const RESULTS: readonly RouteDef[] = [compare, getSharedSummary, getActivitiesSummary];
/**
 * Routes answering with the caller's own survey answers beside the rest of their data (the
 * export), by the field holding them: p's own Yes to what `a` refused names it there, so that
 * part must be the twin's very same, and the rest of the body may show none of a's refusals.
 */
const OWN_ANSWERS_IN: ReadonlyMap<RouteDef, string> = new Map([[exportData, 'survey']]);
/** compare's per-player fields, fixed by the contract: player1Response, player2Response. */
const COMPARE_PLAYER_FIELDS = ['player1Response', 'player2Response'];
const ATTRIBUTION = /player|partner|member|who|owner|author|answered|refus|conflictDetails/i;

async function completeSurvey(member: Member, answers: Preference | Record<string, Preference>) {
  await answerWholeSurvey(t.app, member.token, (key) =>
    typeof answers === 'string' ? answers : (answers[key] ?? null),
  );
  await call(t.app, 'POST', markComplete.path, member.token);
}

/** `a` and `p` as a couple: `a` invites `p` when `aFirst` (so `a` is player 1), else the reverse. */
async function coupleOf(aFirst: boolean): Promise<{ a: Member; p: Member }> {
  const [first, second] = aFirst ? ['Ari Refuser', 'Bo Welcomer'] : ['Bo Welcomer', 'Ari Refuser'];
  const [one, two] = await formCouple(t.app, await register(t.app, first), second);
  return aFirst ? { a: one, p: two } : { a: two, p: one };
}

interface Run {
  plan: RefusalPlan;
  /** a's refusals (ids, names, answer keys) and what a answered the coach. */
  secrets: string[];
  real: Side;
  twin: Side;
  sent: Sent[];
  twinSent: Sent[];
  /** What the coach answered p, asked about each of a's refusals while the couple lasted. */
  coachAnswers: CoachAnswer[];
  /** Whether a's own view of a's session holds the answer a typed. */
  coachAnswerStored: boolean;
}

async function prepare(aFirst: boolean): Promise<Run> {
  const structure = await loadStructure(t.app);
  if (!structure) throw new Error('the survey module is not served yet');
  const catalogue = catalogueSample(structure);
  const plan = refusalPlan(structure, catalogue ? [catalogue.activityId] : []);
  const [mine, theirs] = await Promise.all([coupleOf(aFirst), coupleOf(aFirst)]);
  for (const member of [mine.a, mine.p, theirs.a, theirs.p]) member.catalogue = catalogue;
  await Promise.all([
    completeSurvey(mine.a, plan.answers),
    completeSurvey(theirs.a, plan.twinAnswers),
    completeSurvey(mine.p, 'Yes'),
    completeSurvey(theirs.p, 'Yes'),
  ]);
  // Adventures, dares and coach sessions in every state p can act on, so their routes answer
  // with one (the couples are on their trial, which includes the coach); a's own sessions,
  // answered with words of a's couple only.
  const coachAnswer = `Ari's own coach answer ${randomUUID()}`;
  let ownSession = '';
  await Promise.all(
    [mine, theirs].map(async ({ a, p }) => {
      p.records = { ...p.records, ...(await createAdventures(t.app, p, a)) };
      p.records = { ...p.records, ...(await createDares(t.app, p, a)) };
      p.records = { ...p.records, ...(await createCoachSessions(t.app, p)) };
      const answer = a === mine.a ? coachAnswer : `Ari's own coach answer ${randomUUID()}`;
      const { coachSession } = await createCoachSessions(t.app, a, answer);
      if (a === mine.a) ownSession = coachSession as string;
    }),
  );
  // A notification of p's own, so the routes naming one reach their handler.
  for (const member of [mine.p, theirs.p]) {
    const [first] = await call<{ id: string }[]>(t.app, 'GET', '/api/notifications', member.token);
    if (first) member.records.notification = first.id;
  }
  const real: Side = { caller: mine.p, other: mine.a };
  const twin: Side = { caller: theirs.p, other: theirs.a };
  // Before the walk, which ends the couple (the coach is for couples): a reads the answer in
  // a's own session (so the searches can find it), and p asks the coach about a's refusals.
  const own = await callRouteOk(t.app, getCoachSession, {
    token: mine.a.token,
    params: { id: ownSession },
  });
  const coachAnswerStored = shownSecrets(JSON.stringify(own), [coachAnswer]).length === 1;
  const coachAnswers = await askTheCoach(t.app, mine.p, coachAsksAbout(structure, plan.refused));
  const sent = await callEverything(t.app, allRoutes, real);
  const twinSent = await callEverything(t.app, allRoutes, twin);
  const secrets = [...secretsOf(plan), coachAnswer];
  return { plan, secrets, real, twin, sent, twinSent, coachAnswers, coachAnswerStored };
}

const label = (sent: Sent) => `${sent.phase}, on ${sent.call.aim}`;
const aimsOf = (route: RouteDef) =>
  ['self', 'selfOrPartner'].includes(route.access.level)
    ? "with p's id and a's"
    : route.access.level === 'couple'
      ? 'on their couple'
      : "with p's token";

describe.each([
  { name: 'a is player 1 (a invited p)', aFirst: true },
  { name: 'a is player 2 (p invited a)', aFirst: false },
])('$name', ({ aFirst }) => {
  let run: Run;
  beforeAll(async () => {
    run = await prepare(aFirst);
  });

  /** Whether the unrelated couple's partner got the very same answer to the same call. */
  /**
   * The body to search: for a route in OWN_ANSWERS_IN whose own answers are the twin's very
   * same, the body without them; else the whole body.
   */
  function apartFromOwnAnswers(index: number): string {
    const mine = run.sent[index] as Sent;
    const theirs = run.twinSent[index];
    const part = OWN_ANSWERS_IN.get(mine.call.route);
    if (!part || mine.exchange.status !== 200 || theirs?.exchange.status !== 200)
      return mine.exchange.body;
    const own = JSON.parse(mine.exchange.body) as Record<string, unknown>;
    const twin = JSON.parse(theirs.exchange.body) as Record<string, unknown>;
    const answers = (body: Record<string, unknown>, side: Side) =>
      normalized(JSON.stringify(body[part] ?? null), side);
    if (answers(own, run.real) !== answers(twin, run.twin)) return mine.exchange.body;
    const { [part]: _answers, ...rest } = own;
    return JSON.stringify(rest);
  }

  function sameAsTwin(index: number): boolean {
    const mine = run.sent[index] as Sent;
    const theirs = run.twinSent[index];
    return (
      theirs !== undefined &&
      theirs.call.route === mine.call.route &&
      theirs.call.aim === mine.call.aim &&
      theirs.exchange.status === mine.exchange.status &&
      normalized(theirs.exchange.body, run.twin) === normalized(mine.exchange.body, run.real)
    );
  }

  it('p called every route of the contract, and the twin made the same calls', () => {
    const calls = (sent: Sent[]) =>
      sent.map(({ call: c, phase }) => `${phase}: ${c.route.name} ${c.aim}`);
    expect([...new Set(run.sent.map(({ call: c }) => c.route.name))].sort()).toEqual(
      allRoutes.map((route) => route.name).sort(),
    );
    expect(calls(run.twinSent)).toEqual(calls(run.sent));
  });

  for (const route of allRoutes) {
    it(`${route.name} (${route.access.level}, ${aimsOf(route)}) shows none of a's refusals or coach answers`, () => {
      const problems = run.sent.flatMap((sent, index) => {
        if (sent.call.route !== route) return [];
        const where = explain(route, label(sent), sent.exchange);
        if (sent.exchange.status >= 500) return [`${where}: server error`];
        if (sameAsTwin(index)) return [];
        const shown = shownSecrets(apartFromOwnAnswers(index), run.secrets);
        return shown.length ? [`${where} shows ${shown.join(', ')}`] : [];
      });
      expect(run.sent.filter((sent) => sent.call.route === route).length).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    });
  }

  it("the coach, asked about a's refusals by name, never names them in its answer", () => {
    // The player's own words come back in the conversation: only the coach's answer counts.
    const problems = run.coachAnswers.flatMap(({ ask, status, answer, body }) => {
      if (status !== 200 || answer === undefined)
        return [`${ask.label}: ${status} ${body.slice(0, 200)} (expected one answer appended)`];
      const shown = shownSecrets(answer, run.secrets);
      return shown.length ? [`${ask.label}: the coach says ${shown.join(', ')}: ${answer}`] : [];
    });
    expect(run.coachAnswers.length).toBe(run.plan.refused.length * 3 + 1);
    expect(problems).toEqual([]);
  });

  it("a's own coach session holds what a answered, which the walk above searched p's replies for", () => {
    expect(run.coachAnswerStored).toBe(true);
  });

  /**
   * The couple's results, before the couple ends: answered (else the walk above proves
   * nothing), with no No in them, no field saying whose answer is whose beyond the contract's
   * player1Response and player2Response of compare (Yes or Maybe), and conflicts a count only.
   */
  describe('compare, shared summary and activities summary', () => {
    const before = () =>
      run.sent.filter(
        (sent) =>
          RESULTS.includes(sent.call.route) &&
          (sent.phase === 'read' || sent.phase === 'write' || sent.phase === 'read after writes'),
      );
    const bodyOf = (route: RouteDef) => {
      const sent = before().find((each) => each.call.route === route);
      return sent ? (JSON.parse(sent.exchange.body) as unknown) : undefined;
    };

    it('answer p with 200 until the couple ends', () => {
      const answers = before().map(
        (sent) => `${label(sent)} ${sent.call.route.name}: ${sent.exchange.status}`,
      );
      expect(answers.length).toBeGreaterThanOrEqual(RESULTS.length);
      expect(answers.filter((answer) => !answer.endsWith(': 200'))).toEqual([]);
    });

    it('hold no No, no attribution and no one of the couple', () => {
      const { real } = run;
      const people = [real.caller, real.other].flatMap((m) => [m.id, m.email.toLowerCase()]);
      const names = ['Ari Refuser', 'Bo Welcomer'].map((name) => name.toLowerCase());
      const problems = before().flatMap((sent) => {
        const where = `${sent.call.route.name} (${label(sent)})`;
        const { keys, strings } = jsonParts(JSON.parse(sent.exchange.body));
        const allowed = sent.call.route === compare ? COMPARE_PLAYER_FIELDS : [];
        return [
          ...strings.filter((s) => /^no$/i.test(s.trim())).map(() => `${where}: a No value`),
          ...keys
            .filter((key) => ATTRIBUTION.test(key) && !allowed.includes(key))
            .map((key) => `${where}: field ${key}`),
          ...strings
            .filter((s) => [...people, ...names].includes(s.toLowerCase()))
            .map((s) => `${where}: names ${s}`),
        ];
      });
      expect(problems).toEqual([]);
    });

    it('compare counts the conflicts and lists welcomed pairs only', () => {
      const body = bodyOf(compare) as {
        conflicts: unknown;
        matchDetails: { optionId: string; player1Response: string; player2Response: string }[];
      };
      const refused = new Set(run.plan.refused.map((activity) => activity.id));
      const listed = (id: string) => body.matchDetails.filter((d) => d.optionId === id).length;
      expect(body.conflicts).toBe(run.plan.conflicts);
      expect(body.matchDetails.filter((d) => refused.has(d.optionId))).toEqual([]);
      // A clothing item refused one way keeps the other way's match, and only that one.
      expect(run.plan.oneSided.map(({ activity }) => listed(activity.id))).toEqual(
        run.plan.oneSided.map(() => 1),
      );
      const responses = body.matchDetails.flatMap((d) => [d.player1Response, d.player2Response]);
      expect(responses.filter((r) => r !== 'Yes' && r !== 'Maybe')).toEqual([]);
    });

    it('the shared summary is three counts, the activities summary welcomed activities only', () => {
      expect(Object.keys(bodyOf(getSharedSummary) as object).sort()).toEqual([
        'bothMaybeCount',
        'bothYesCount',
        'yesMaybeCount',
      ]);
      const items = bodyOf(getActivitiesSummary) as { activityId: string }[];
      const refused = new Set(run.plan.refused.map((activity) => activity.id));
      expect(items.length).toBeGreaterThan(0);
      expect(items.filter((item) => refused.has(item.activityId))).toEqual([]);
      expect(
        run.plan.oneSided.map(
          ({ activity }) => items.filter((item) => item.activityId === activity.id).length,
        ),
      ).toEqual(run.plan.oneSided.map(() => 1));
    });
  });
});
