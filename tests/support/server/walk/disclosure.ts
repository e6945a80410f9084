import type { FastifyInstance } from 'fastify';
import type { RouteDef } from '@shared/api/define';
import type { SurveyStructure } from '@shared/api/survey';
import { answerKey, answerKeysFor, type Preference } from '@shared/domain/survey';
import { send, type Exchange } from './exchange';
import type { Member } from './members';
import { keepSignedIn } from './sessions';
import { validRequest } from './targets';
import { toWalkInput, type ValidRequest } from './walk-input';

type Activity = SurveyStructure['categories'][number]['activities'][number];

/**
 * What `a` refuses: activities answered No from every side they have (their id, name and
 * answer keys must never reach the partner), and clothing refused from one side only (the
 * other side may still match, so only that one pairing must stay unlisted).
 */
export interface RefusalPlan {
  refused: Activity[];
  oneSided: { activity: Activity; key: string }[];
  /** a's answers: No where refused, Yes and Maybe in turn elsewhere. */
  answers: Record<string, Preference>;
  /** The same answers with every No turned Yes: a's twin in an unrelated couple. */
  twinAnswers: Record<string, Preference>;
  /** How many pairs have a No in them, the partner saying Yes to everything. */
  conflicts: number;
}

const lower = (text: string) => text.toLowerCase();

/**
 * Refusals whose names occur in no other activity's or category's name, so finding one in a
 * response can only mean that activity (the longest such names, so no generated sentence
 * holds one by chance): two ordinary activities of different categories, one clothing item
 * refused both ways, and two refused one way each (wearing, seeing).
 */
export function refusalPlan(structure: SurveyStructure, avoid: readonly string[]): RefusalPlan {
  const all = structure.categories.flatMap((category) =>
    category.activities.map((activity) => ({ activity, category: category.name })),
  );
  const texts = [...all.map(({ activity }) => activity.name), ...all.map((e) => e.category)];
  const distinct = all
    .filter(
      ({ activity }) =>
        !avoid.includes(activity.id) &&
        texts.filter((text) => lower(text).includes(lower(activity.name))).length === 1,
    )
    .sort((x, y) => y.activity.name.length - x.activity.name.length);
  const ordinary = distinct.filter(({ activity }) => activity.tagType === 'activity');
  const clothing = distinct.filter(({ activity }) => activity.tagType === 'clothing');
  const first = ordinary[0];
  const last = ordinary.find(({ category }) => category !== first?.category);
  const [both, wearing, seeing] = clothing;
  if (!first || !last || !both || !wearing || !seeing)
    throw new Error('the catalogue lacks distinct activities and clothing items to refuse');

  const refused = [first.activity, last.activity, both.activity];
  const oneSided = [
    { activity: wearing.activity, key: answerKey(wearing.activity.id, 'wear') },
    { activity: seeing.activity, key: answerKey(seeing.activity.id, 'see_partner_wear') },
  ];
  const noKeys = new Set([...refused.flatMap(answerKeysFor), ...oneSided.map((o) => o.key)]);
  const answers: Record<string, Preference> = {};
  const twinAnswers: Record<string, Preference> = {};
  all
    .flatMap(({ activity }) => answerKeysFor(activity))
    .forEach((key, index) => {
      const welcome: Preference = index % 2 ? 'Maybe' : 'Yes';
      answers[key] = noKeys.has(key) ? 'No' : welcome;
      twinAnswers[key] = noKeys.has(key) ? 'Yes' : welcome;
    });
  return { refused, oneSided, answers, twinAnswers, conflicts: noKeys.size };
}

/** Texts that would tell the partner what `a` refused: ids, names and answer keys. */
export function secretsOf(plan: RefusalPlan): string[] {
  return plan.refused.flatMap((activity) => [
    activity.id,
    activity.name,
    ...answerKeysFor(activity),
  ]);
}

/** The secrets a body shows, matched without case and also in their JSON-escaped form. */
export function shownSecrets(body: string, secrets: readonly string[]): string[] {
  const text = lower(body);
  return secrets.filter(
    (secret) =>
      text.includes(lower(secret)) || text.includes(lower(JSON.stringify(secret).slice(1, -1))),
  );
}

/** The partner who calls (`caller`) and the one whose answers are at stake (`other`). */
export interface Side {
  caller: Member;
  other: Member;
}

export interface PlannedCall {
  route: RouteDef;
  /** Whose data the request names. */
  aim: string;
  request: ValidRequest;
}

/**
 * The requests the caller sends to a route, valid by its contract as the walks build them:
 * aimed at the caller's own data and couple, and where the route names a person, at the
 * other partner as well (selfOrPartner, and self, where a refusal must not leak either).
 */
export function plannedCalls(route: RouteDef, side: Side): PlannedCall[] {
  const own: PlannedCall = { route, aim: 'own', request: validRequest(route, side.caller) };
  const level = route.access.level;
  if (level !== 'self' && level !== 'selfOrPartner') return [own];
  return [own, { route, aim: "the partner's id", request: validRequest(route, side.other) }];
}

export interface Sent {
  call: PlannedCall;
  phase: string;
  exchange: Exchange;
}

/**
 * Sends every call in phases: reads, writes, reads again (a write may have opened something),
 * deletions (ending the couple among them), then reads once more; signed in again after a
 * sign-out or password change (see walk/sessions.ts).
 */
export async function callEverything(
  app: FastifyInstance,
  routes: readonly RouteDef[],
  side: Side,
): Promise<Sent[]> {
  const reads = routes.filter((route) => route.method === 'GET');
  const writes = routes.filter((route) => route.method !== 'GET' && route.method !== 'DELETE');
  const deletions = routes.filter((route) => route.method === 'DELETE');
  const phases: [string, RouteDef[]][] = [
    ['read', reads],
    ['write', writes],
    ['read after writes', reads],
    ['delete', deletions],
    ['read after deletions', reads],
  ];
  const sent: Sent[] = [];
  for (const [phase, group] of phases) {
    for (const call of group.flatMap((route) => plannedCalls(route, side))) {
      const exchange = await send(
        app,
        call.route,
        toWalkInput(call.request),
        `Bearer ${side.caller.token}`,
      );
      sent.push({ call, phase, exchange });
      await keepSignedIn(app, side.caller, call.route, exchange);
    }
  }
  return sent;
}

const ISO_TIME = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)?/g;
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

/**
 * A body with the side's own people, couple and times replaced by placeholders, so the bodies
 * of two unrelated couples can be compared.
 */
export function normalized(body: string, side: Side): string {
  const names: [string | null, string][] = [
    [side.caller.id, '<caller>'],
    [side.other.id, '<other>'],
    [side.caller.coupleId, '<couple>'],
    [side.caller.email, '<caller email>'],
    [side.other.email, '<other email>'],
  ];
  let text = body.replace(JWT, '<token>').replace(ISO_TIME, '<time>');
  for (const [value, placeholder] of names) {
    if (value) text = text.replaceAll(value, placeholder);
  }
  return text;
}

/** Every key and every string value of a JSON body, however deep. */
export function jsonParts(value: unknown): { keys: string[]; strings: string[] } {
  const keys: string[] = [];
  const strings: string[] = [];
  const visit = (node: unknown) => {
    if (typeof node === 'string') strings.push(node);
    else if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        keys.push(key);
        visit(child);
      }
    }
  };
  visit(value);
  return { keys, strings };
}
