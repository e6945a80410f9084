import { z } from 'zod';
import { changePassword, deleteAccount } from '@shared/api/accounts';
import { answerSessionQuestion, generateSessionQuestion } from '@shared/api/coach';
import type { RouteDef } from '@shared/api/define';
import { generateExperience } from '@shared/api/adventures';
import { generateDare } from '@shared/api/dares';
import { saveIntent } from '@shared/api/intent';
import { DEFAULT_EXPERIENCE_TYPES } from '@shared/domain/adventures';
import { layers, objectLayer } from './malformed-values';
import { WALK_PASSWORD, type Member, type RecordKind } from './members';
import { validSample } from './valid-sample';
import type { ValidRequest } from './walk-input';

/**
 * Path parameters of player-level routes that name one record of the caller's own: aimed at
 * a real record of the owner, a request reaches the handler instead of a "not found".
 */
const RECORD_PARAMS: readonly {
  path: RegExp;
  param: string;
  record: RecordKind;
  /** Only for this method (a deletion gets a record of its own, so nothing else loses one). */
  method?: RouteDef['method'];
}[] = [
  { path: /^\/api\/notifications\/:id\//, param: 'id', record: 'notification' },
  { path: /^\/api\/couples\/invitations\/:id\//, param: 'id', record: 'invitation' },
  { path: /^\/api\/quicktasks\/:id\//, param: 'id', record: 'quickTask' },
  // An adventure each, in the state and role where a may act on it (see ROLE_RECORDS).
  { path: /^\/api\/experiences\/:id\/confirm$/, param: 'id', record: 'adventureDraft' },
  { path: /^\/api\/experiences\/regenerate\/:id$/, param: 'id', record: 'adventureToRegenerate' },
  { path: /^\/api\/experiences\/:id\/complete$/, param: 'id', record: 'adventureAccepted' },
  { path: /^\/api\/experiences\/:id\/postpone$/, param: 'id', record: 'adventureToAnswer' },
  { path: /^\/api\/experiences\/:id\/feedback$/, param: 'id', record: 'adventureToReflect' },
  // A dare each, in the state and role where a may act on it (see ROLE_RECORDS).
  { path: /^\/api\/dares\/:id\/reveal$/, param: 'id', record: 'dareToReveal' },
  { path: /^\/api\/dares\/:id\/accept$/, param: 'id', record: 'dareToAccept' },
  { path: /^\/api\/dares\/:id\/decline$/, param: 'id', record: 'dareToDecline' },
  { path: /^\/api\/dares\/:id\/complete$/, param: 'id', record: 'dareToComplete' },
  { path: /^\/api\/dares\/:id\/verify$/, param: 'id', record: 'dareToVerify' },
  // A coach session of a's each, in the state where a may take the step (see ROLE_RECORDS).
  {
    path: /^\/api\/velvetcoach\/session\/:sessionId\/question$/,
    param: 'sessionId',
    record: 'coachSessionToQuestion',
  },
  {
    path: /^\/api\/velvetcoach\/session\/:id\/complete$/,
    param: 'id',
    record: 'coachSessionToComplete',
  },
  { path: /^\/api\/velvetcoach\/session\/:id$/, param: 'id', record: 'coachSession' },
  // Admin routes: reference data the world's staff made (see world.ts).
  { path: /^\/api\/admin\/categories\/:id$/, param: 'id', record: 'category', method: 'PUT' },
  {
    path: /^\/api\/admin\/categories\/:id$/,
    param: 'id',
    record: 'retiredCategory',
    method: 'DELETE',
  },
  { path: /^\/api\/admin\/response-formats\/:id$/, param: 'id', record: 'responseFormat' },
  { path: /^\/api\/admin\/categories\/options\/:id$/, param: 'id', record: 'option' },
  { path: /^\/api\/admin\/experience-types\/:id$/, param: 'id', record: 'experienceType' },
  {
    path: /^\/api\/admin\/support-messages\/:id\/handled$/,
    param: 'id',
    record: 'supportMessage',
  },
  { path: /^\/api\/admin\/systemusers\/:id$/, param: 'id', record: 'systemUser' },
];

/**
 * Records that belong to the owner's couple rather than to the owner alone: the partner may
 * act on them too (a quick task is started and confirmed by either partner), or read them (a
 * coach session: the partner sees that it exists and its activity, not its content).
 */
const COUPLE_RECORDS: readonly RecordKind[] = ['quickTask', 'coachSession'];

/** Whether the route's path names a record of the owner's couple (see COUPLE_RECORDS). */
export function namesCoupleRecord(route: RouteDef): boolean {
  return RECORD_PARAMS.some(
    ({ path, record, method }) =>
      COUPLE_RECORDS.includes(record) &&
      path.test(route.path) &&
      (!method || method === route.method),
  );
}

/** Body fields naming a record of the owner's (see RECORD_PARAMS for the path's). */
const BODY_RECORDS: Readonly<Record<string, RecordKind>> = {
  // The adventure a's partner sent and a has yet to answer.
  experienceId: 'adventureToAnswer',
};

/**
 * Body fields naming a record of the owner's on one route only, where the same name means
 * something else elsewhere (a `questionId` is a survey question's): a coach answer names the
 * session waiting for one and its pending question; a question request repeats its path's
 * session.
 */
const ROUTE_BODY_RECORDS = new Map<RouteDef, Readonly<Record<string, RecordKind>>>([
  [answerSessionQuestion, { sessionId: 'coachSessionToAnswer', questionId: 'coachQuestion' }],
  [generateSessionQuestion, { sessionId: 'coachSessionToQuestion' }],
]);

const bodyRecords = (route: RouteDef): Readonly<Record<string, RecordKind>> => ({
  ...BODY_RECORDS,
  ...ROUTE_BODY_RECORDS.get(route),
});

/**
 * Records of the owner's couple that only one partner may act on, and how the other partner
 * is refused: the lead sends, regenerates and completes an adventure, the other partner
 * answers it and reflects on it (403, as they may see it); a draft does not exist for the
 * other partner at all (404, as for an unknown id). A dare's receiver reveals, accepts,
 * declines and completes it, its sender verifies it; both see it, so the other gets 403. Only
 * the partner who started a coach session takes its steps; the other sees that it exists (403).
 */
const ROLE_RECORDS: Partial<Record<RecordKind, number>> = {
  adventureDraft: 404,
  adventureToRegenerate: 404,
  adventureAccepted: 403,
  adventureToAnswer: 403,
  adventureToReflect: 403,
  dareToReveal: 403,
  dareToAccept: 403,
  dareToDecline: 403,
  dareToComplete: 403,
  dareToVerify: 403,
  coachSessionToQuestion: 403,
  coachSessionToAnswer: 403,
  coachSessionToComplete: 403,
};

/**
 * Body fields naming a record, by name: filled with the owner's real one, a request reaches
 * the handler instead of a "not found". A couple id is the owner's couple (so the walks aim a
 * stranger's request at it); survey ids come from the app's catalogue; a player id is the
 * caller's own and a dare's receiver the caller's partner (see callerOverrides).
 */
const BODY_FIELDS: Readonly<Record<string, (owner: Member) => unknown>> = {
  coupleId: (owner) => owner.coupleId ?? undefined,
  questionId: (owner) => owner.catalogue?.questionId,
  optionId: (owner) => owner.catalogue?.optionId,
  activityId: (owner) => owner.catalogue?.activityId,
  preferences: (owner) => owner.catalogue && { [owner.catalogue.activityId]: 'Yes' },
  // Admin reference data: an active category of the seeded catalogue, never retired by a walk.
  categoryId: (owner) => owner.catalogue?.categoryId,
  playerId: (owner) => owner.id,
  receiverId: (owner) => owner.partnerId,
  ...Object.fromEntries(
    Object.entries(BODY_RECORDS).map(([name, record]) => [
      name,
      (owner: Member) => owner.records[record],
    ]),
  ),
};

/** Body fields that name the caller themselves: whoever calls, it is their own id. */
const CALLER_FIELDS = ['playerId'];
/** Body fields that name the caller's partner: whoever calls, it is their own partner. */
const PARTNER_FIELDS = ['receiverId'];

/**
 * Body fields only the caller can fill, by route: deleting an account asks for its password.
 * Only the caller's own request (callerOverrides, the positive control's) carries the real
 * one; every other request carries a sample that is nobody's password, so no walk deletes a
 * member it goes on calling as.
 */
const CALLER_SECRETS = new Map<RouteDef, Readonly<Record<string, () => unknown>>>([
  [deleteAccount, { password: () => WALK_PASSWORD }],
]);

/**
 * Body fields of one route whose name means something else elsewhere: an adventure's type is
 * one of the default types the shipped catalogue seeds, not any text; a password change names
 * the member's real password, and keeps it, so the walk can sign the member in again after it
 * (see walk/sessions.ts).
 */
const ROUTE_BODY_FIELDS = new Map<RouteDef, Readonly<Record<string, () => unknown>>>([
  [generateExperience, { type: () => DEFAULT_EXPERIENCE_TYPES[0] }],
  [changePassword, { currentPassword: () => WALK_PASSWORD, newPassword: () => WALK_PASSWORD }],
]);

/**
 * Optional body ids the walk leaves out, by route: a dare's `optionId` names a dare offered to
 * one sender and taken when sent, so the walk sends the dare the engine writes instead; who
 * may send an offered dare is tested in dares-choice.test.ts.
 */
const LEFT_OUT_BODY_IDS = new Map<RouteDef, readonly string[]>([[generateDare, ['optionId']]]);
const leftOut = (route: RouteDef, name: string) =>
  LEFT_OUT_BODY_IDS.get(route)?.includes(name) ?? false;

/**
 * Player routes whose couple field only labels the caller's own write (a player's intent, saved
 * for their couple): naming a couple not the caller's is forbidden (403, the spec's answer)
 * rather than hidden, as nothing of that couple is read or changed.
 */
const OWN_WRITES_NAMING_A_COUPLE: readonly RouteDef[] = [saveIntent];

/** How a route refuses someone naming a couple they are not in (see coupleBodyField). */
export const outsiderCoupleRefusal = (route: RouteDef): number =>
  OWN_WRITES_NAMING_A_COUPLE.includes(route) ? 403 : 404;

const bodyShape = (route: RouteDef): Record<string, unknown> =>
  (route.body ? objectLayer(route.body)?.shape : undefined) ?? {};

const queryShape = (route: RouteDef): Record<string, unknown> =>
  (route.query ? objectLayer(route.query)?.shape : undefined) ?? {};

/** Query fields set to `owner`'s own records (BODY_FIELDS names them for the query too). */
export function ownedQuery(route: RouteDef, owner: Member): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(queryShape(route)).flatMap((name) => {
      const value = BODY_FIELDS[name]?.(owner);
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

/**
 * Body fields set to `owner`'s own records (see BODY_FIELDS, ROUTE_BODY_RECORDS and
 * ROUTE_BODY_FIELDS).
 */
export function ownedBody(route: RouteDef, owner: Member): Record<string, unknown> {
  const own = ROUTE_BODY_FIELDS.get(route) ?? {};
  const records = ROUTE_BODY_RECORDS.get(route) ?? {};
  const valueOf = (name: string) => {
    const record = records[name];
    if (own[name]) return own[name]();
    return record ? owner.records[record] : BODY_FIELDS[name]?.(owner);
  };
  return Object.fromEntries(
    Object.keys(bodyShape(route)).flatMap((name) => {
      const value = leftOut(route, name) ? undefined : valueOf(name);
      return value === undefined ? [] : [[name, value]];
    }),
  );
}

/**
 * The body fields naming the caller set to `caller`, and those naming the caller's partner to
 * theirs: a stranger answers as themselves and sends a dare to their own partner, so only the
 * record or couple the request aims at can be what refuses them. A route asking for the
 * caller's password gets theirs (see CALLER_SECRETS).
 */
export function callerOverrides(route: RouteDef, caller: Member): Overrides {
  const shape = bodyShape(route);
  const fields = [
    ...CALLER_FIELDS.filter((name) => name in shape).map((name) => [name, caller.id]),
    ...PARTNER_FIELDS.filter((name) => name in shape && caller.partnerId).map((name) => [
      name,
      caller.partnerId,
    ]),
    ...Object.entries(CALLER_SECRETS.get(route) ?? {}).map(([name, value]) => [name, value()]),
  ];
  return fields.length ? { body: Object.fromEntries(fields) } : {};
}

/** The kinds of the owner's records the route names, in its path or its body. */
function namedRecords(route: RouteDef): RecordKind[] {
  const inPath = RECORD_PARAMS.filter(
    ({ path, method }) => path.test(route.path) && (!method || method === route.method),
  ).map(({ record }) => record);
  const records = bodyRecords(route);
  const inBody = Object.keys(bodyShape(route)).flatMap((name) => {
    const record = records[name];
    return record ? [record] : [];
  });
  return [...inPath, ...inBody];
}

/** Whether the route names a record `owner` has, so outsiders can be aimed at it. */
export function namesOwnedRecord(route: RouteDef, owner: Member): boolean {
  return namedRecords(route).some((record) => owner.records[record] !== undefined);
}

/**
 * How the owner's partner is refused on a record only the owner may act on (see
 * ROLE_RECORDS), or undefined when the record is the owner's alone.
 */
export function partnerRefusal(route: RouteDef): number | undefined {
  return namedRecords(route)
    .map((record) => ROLE_RECORDS[record])
    .find((status) => status !== undefined);
}

/**
 * The body or query field of a player route that names a couple ("body.coupleId"): the route
 * is couple-scoped then.
 */
export function coupleBodyField(route: RouteDef): string | undefined {
  if (route.access.level !== 'player') return undefined;
  if (isIdSchema(bodyShape(route).coupleId)) return 'body.coupleId';
  return isIdSchema(queryShape(route).coupleId) ? 'query.coupleId' : undefined;
}

export const pathParams = (path: string) =>
  [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);

/** The ids that put the route's target inside `owner`'s own data. */
export function ownedParams(route: RouteDef, owner: Member): Record<string, string> {
  const { access } = route;
  if (access.level === 'self' || access.level === 'selfOrPartner')
    return { [access.param]: owner.id };
  if (access.level === 'couple') return owner.coupleId ? { [access.param]: owner.coupleId } : {};
  const params: Record<string, string> = {};
  for (const { path, param, record, method } of RECORD_PARAMS) {
    const id = owner.records[record];
    if (path.test(route.path) && (!method || method === route.method) && id) params[param] = id;
  }
  return params;
}

/** Whether every path parameter names `owner`'s own data, so the request has nothing to miss. */
export function targetsOwnData(route: RouteDef, owner: Member): boolean {
  const owned = Object.keys(ownedParams(route, owner));
  return pathParams(route.path).every((name) => owned.includes(name));
}

const isIdSchema = (schema: unknown) =>
  schema instanceof z.ZodType &&
  layers(schema).some((layer) => layer instanceof z.ZodStringFormat && layer.format === 'uuid');

/**
 * Path parameters holding an id that `owner` has no record for. A walk aimed at such a
 * parameter only ever meets "not found", so each one needs a record kind in RECORD_PARAMS
 * and a real record in the world.
 */
export function unresolvedIdParams(route: RouteDef, owner: Member): string[] {
  const shape = (route.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
  const owned = Object.keys(ownedParams(route, owner));
  return pathParams(route.path).filter((name) => isIdSchema(shape[name]) && !owned.includes(name));
}

/**
 * Top-level body fields holding an id that `owner` has no real one for: a walk sending them
 * only meets "not found", so each needs a source in BODY_FIELDS (and a record in the world).
 */
export function unresolvedBodyIds(route: RouteDef, owner: Member): string[] {
  const owned = Object.keys(ownedBody(route, owner));
  return Object.entries(bodyShape(route))
    .filter(([name, field]) => isIdSchema(field) && !owned.includes(name) && !leftOut(route, name))
    .map(([name]) => name);
}

export interface Overrides {
  params?: Record<string, string>;
  body?: Record<string, unknown>;
}

/** A request the contract accepts, aimed at `owner`'s data; `overrides` replace fields. */
export function validRequest(
  route: RouteDef,
  owner: Member,
  overrides: Overrides = {},
): ValidRequest {
  const sample = (part: 'params' | 'query' | 'body', fields: Record<string, unknown> = {}) => {
    const schema = route[part];
    if (!schema) return undefined;
    try {
      return validSample(schema, part === 'body' ? 'json' : 'text', fields);
    } catch (error) {
      throw new Error(`${route.name} ${part}: ${(error as Error).message}`, { cause: error });
    }
  };
  const params = { ...ownedParams(route, owner), ...overrides.params };
  return {
    params: (sample('params', params) ?? {}) as Record<string, string>,
    query: (sample('query', ownedQuery(route, owner)) ?? {}) as Record<string, string>,
    body: sample('body', { ...ownedBody(route, owner), ...overrides.body }),
  };
}

const isEmailSchema = (schema: unknown) =>
  schema instanceof z.ZodType &&
  layers(schema).some((layer) => layer instanceof z.ZodStringFormat && layer.format === 'email');

/** Path parameters and top-level body fields holding an email: where a request names a person. */
export function emailFields(route: RouteDef): { part: 'params' | 'body'; name: string }[] {
  return (['params', 'body'] as const).flatMap((part) => {
    const shape = (route[part] as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
    return Object.entries(shape)
      .filter(([, field]) => isEmailSchema(field))
      .map(([name]) => ({ part, name }));
  });
}
