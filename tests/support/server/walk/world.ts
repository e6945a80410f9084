import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { AdminRole, type RouteDef } from '@shared/api/define';
import type { SurveyStructure } from '@shared/api/survey';
import type { DatabaseHandle } from '../../../../src/server/db/client';
import { createStaffAccount, loginStaff, type StaffSession } from '../admin';
import { storedNotification } from '../notification-draft';
import { uniqueEmail } from '../players';
import { adventuresServed, createAdventures, saveOwnersIntent } from './adventures';
import { catalogueSample, completeSurveys, loadStructure } from './catalogue';
import { coachServed, createCoachSessions } from './coach';
import { createDares, daresServed } from './dares';
import { fingerprintChanges, fingerprintDatabase } from './db-fingerprint';
import { inBatches } from './exchange';
import { call, endCouple, formCouple, invite, register, type Member } from './members';
import { createSupportMessage, supportServed } from './support';
import { unresolvedBodyIds, unresolvedIdParams } from './targets';

export type { Member } from './members';

/** The owner's side of the world: enough for a positive control or the bad-input walk. */
export interface OwnerWorld {
  /**
   * Owns every record the walks aim at: in a couple with `partner` and its subscription,
   * holding notifications, an open invitation from another player, a journey (with a
   * boundary of a's), an intent of a's and email notifications switched off (so a stranger's
   * own settings write would show if it landed on `a`). Both have answered the whole survey
   * and marked it complete, so the couple has results, an open quick task, adventures in
   * every state a route acts on and coach sessions of a's in every state a step needs (unless
   * the world was made without surveys: a session is about an activity both welcomed); the
   * couple has dares in every state a route acts on either way (a dare needs no survey). The
   * couple is on its trial, which includes the coach.
   */
  a: Member;
  partner: Member;
  /**
   * A token of a staff member of this role, made (through the real create and login routes)
   * on first use and kept for the world. Optional so `missingFixtures` can name its absence.
   */
  adminToken?: (role: AdminRole) => Promise<string>;
  /** Signs that staff member in again, after a walk signed them out (see keepStaffSignedIn). */
  renewAdminToken?: (role: AdminRole) => Promise<void>;
}

/** The people the walks act as. */
export interface World extends OwnerWorld {
  /** A stranger in a couple of their own, with `strangerPartner`: the third couple. */
  b: Member;
  strangerPartner: Member;
  /** Both members of a couple that ended; their tokens were issued while it lasted. */
  former: { first: Member; second: Member; coupleId: string };
}

interface NotificationRow {
  id: string;
}

const ROLES = [AdminRole.User, AdminRole.Admin, AdminRole.SuperAdmin] as const;

/** One staff member per role for a world, created when first asked for. */
function staffTokens(app: FastifyInstance, database: DatabaseHandle) {
  const sessions = new Map<AdminRole, Promise<StaffSession>>();
  const sessionOf = (role: AdminRole) => {
    let session = sessions.get(role);
    if (!session) {
      session = createStaffAccount(app, database.db, role);
      sessions.set(role, session);
    }
    return session;
  };
  return {
    adminToken: async (role: AdminRole) => (await sessionOf(role)).token,
    async renewAdminToken(role: AdminRole) {
      const { email, password } = await sessionOf(role);
      const renewed = loginStaff(app, email, password).then((s) => ({ ...s, password }));
      sessions.set(role, renewed);
      await renewed;
    },
  };
}

let referenceCounter = 0;

/**
 * Reference data for the admin routes naming a record to aim at, made by the world's
 * SuperAdmin through the real routes: a category (renamed by the update), another (retired by
 * the delete), and a response format, option and experience type. The format and option sit
 * in the seeded category `categoryId`, which no walk retires, so they stay live throughout.
 * With them, a support message `member` sent, for the staff to mark handled, and a staff member
 * of the lowest role (no walk signs in as them), for the staff changes that Admins and
 * SuperAdmins may make.
 */
async function addReferenceData(
  app: FastifyInstance,
  member: Member,
  token: string,
  categoryId: string,
) {
  const n = (referenceCounter += 1);
  const post = (path: string, payload: object) =>
    call<{ id: string }>(app, 'POST', `/api/admin/${path}`, token, payload).then((r) => r.id);
  const tag = `${n} ${process.pid}`;
  const [
    category,
    retiredCategory,
    responseFormat,
    option,
    experienceType,
    supportMessage,
    systemUser,
  ] = await Promise.all([
    post('categories', { name: `Walk category ${tag}`, type: 'multiple_choice' }),
    post('categories', { name: `Walk retired category ${tag}`, type: 'multiple_choice' }),
    post('response-formats', { categoryId, label: `Walk format ${tag}` }),
    post('categories/options', { categoryId, questionText: `Walk option ${tag}` }),
    post('experience-types', { type: `Walk experience ${tag}`, description: 'Of the walk' }),
    supportServed(app) ? createSupportMessage(app, member, token, tag) : undefined,
    call<{ id: string }>(app, 'POST', '/api/admin/create', token, {
      email: uniqueEmail('walk.staff'),
      displayName: `Walk staff ${tag}`,
      password: 'walk staff password',
      role: AdminRole.User,
    }).then((r) => r.id),
  ]);
  member.records = {
    ...member.records,
    category,
    retiredCategory,
    responseFormat,
    option,
    experienceType,
    systemUser,
    ...(supportMessage ? { supportMessage } : {}),
  };
}

/** Every role's token made now, so the sign-ins' writes come before any fingerprint. */
async function warmStaff(world: OwnerWorld) {
  const { adminToken } = world;
  if (adminToken) await Promise.all(ROLES.map((role) => adminToken(role)));
}

/**
 * Notifications come only from other modules' events; one of the walk's own is written
 * straight to the table so every member the walk aims at has one, whatever those events are.
 */
async function addNotification(pool: pg.Pool, member: Member) {
  const row = storedNotification(member.id, {
    type: 'message',
    icon: 'bell',
    title: 'Walk fixture',
    description: 'A notification of the walk',
    actionUrl: '/dashboard',
  });
  await pool.query(
    `INSERT INTO notifications (id, player_id, type, icon, title, description, action_url)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [row.id, row.playerId, row.type, row.icon, row.title, row.description, row.actionUrl],
  );
}

/** Whether an email is still waiting for, or in, its delivery (which ends in another state). */
async function mailInFlight(pool: pg.Pool): Promise<boolean> {
  const { rows } = await pool.query<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM outbox WHERE status IN ('pending', 'sending')`,
  );
  return (rows[0]?.waiting ?? 0) > 0;
}

/**
 * Waits until nothing changes the database any more (emails are delivered after the reply),
 * so no walk sees a change it did not cause: two quiet intervals in a row with no email left
 * to deliver (a delivery can pause longer than an interval on a busy machine).
 */
export async function settle(pool: pg.Pool) {
  let before = await fingerprintDatabase(pool);
  let quiet = 0;
  for (let attempt = 0; attempt < 100 && quiet < 2; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    const after = await fingerprintDatabase(pool);
    const unchanged = fingerprintChanges(before, after).length === 0;
    quiet = unchanged && !(await mailInFlight(pool)) ? quiet + 1 : 0;
    before = after;
  }
  if (quiet < 2) throw new Error('walk world: the database kept changing');
}

/** Gives every member the ids of the app's catalogue, for the survey writes of the walks. */
function withCatalogue<T extends Member[]>(structure: SurveyStructure | null, ...members: T): T {
  const catalogue = catalogueSample(structure);
  for (const member of members) member.catalogue = catalogue;
  return members;
}

async function createOwnerSide(
  app: FastifyInstance,
  pool: pg.Pool,
  /** The app's survey; null while it is not served. */
  structure: SurveyStructure | null,
  /** Whether `a` and `partner` answer all of it and mark it complete. */
  surveys: boolean,
): Promise<OwnerWorld> {
  const [owner, inviter] = await Promise.all([
    register(app, 'Walk Owner'),
    register(app, 'Walk Inviter'),
  ]);
  // Invited while still single, `a` keeps an invitation of its own once coupled. It is read
  // now: a player with a partner is not shown invitations (docs/couples.md).
  await invite(app, inviter, owner.email);
  const invitations = await call<{ received: NotificationRow[] }>(
    app,
    'GET',
    '/api/couples/invitations',
    owner.token,
  );
  const [a, partner] = withCatalogue(structure, ...(await formCouple(app, owner, 'Walk Partner')));
  await Promise.all([
    call(app, 'PUT', '/api/settings/notifications', a.token, { receiveEmailNotifications: false }),
    call(app, 'POST', `/api/subscription/couple/${a.coupleId}/initialize`, a.token),
    // Results exist only once both have completed the survey.
    ...(structure && surveys ? [completeSurveys(app, a, [partner])] : []),
  ]);
  // A journey for the couple, and once both answered the survey, its open quick task.
  await call(app, 'POST', `/api/couples/${a.coupleId}/journey/initialize`, a.token, {
    startingLevel: 'Vanilla',
    desiredLevel: 'Intense',
    // A custom entry keeps out every form of its words, so none may be in the players' names.
    hardBoundaries: ['fire', 'custom: juggling boundary'],
  });
  const task =
    structure && surveys
      ? await call<{ id: string }>(
          app,
          'POST',
          `/api/quicktasks/couple/${a.coupleId}/generate`,
          a.token,
          {},
        )
      : undefined;
  const served = adventuresServed(app);
  if (served) await saveOwnersIntent(app, a);
  const adventures = served && structure && surveys ? await createAdventures(app, a, partner) : {};
  const dares = daresServed(app) ? await createDares(app, a, partner) : {};
  const coach = coachServed(app) && structure && surveys ? await createCoachSessions(app, a) : {};
  await Promise.all([addNotification(pool, a), addNotification(pool, partner)]);
  const notifications = await call<NotificationRow[]>(app, 'GET', '/api/notifications', a.token);
  a.records = {
    ...(notifications[0] ? { notification: notifications[0].id } : {}),
    ...(invitations.received[0] ? { invitation: invitations.received[0].id } : {}),
    ...(task ? { quickTask: task.id } : {}),
    ...adventures,
    ...dares,
    ...coach,
  };
  return { a, partner };
}

/**
 * `a`, their partner and their records, made through the real API, with a staff member of
 * every role already signed in; settled.
 */
export async function createOwnerWorld(
  app: FastifyInstance,
  database: DatabaseHandle,
): Promise<OwnerWorld> {
  const [world] = (await createOwnerWorlds(app, database, 1)) as [OwnerWorld];
  await warmStaff(world);
  await settle(database.pool);
  return world;
}

/**
 * Several independent owner worlds at once: registration hashes passwords in parallel.
 * Answering the survey is the slow part of a world, so `surveys` may leave it out of worlds
 * whose tests do not need results.
 */
export async function createOwnerWorlds(
  app: FastifyInstance,
  database: DatabaseHandle,
  count: number,
  surveys: (index: number) => boolean = () => true,
): Promise<OwnerWorld[]> {
  const structure = await loadStructure(app);
  // A hundred worlds at once put hundreds of sign-ups and their emails in flight: on a busy
  // machine the last confirmations came later than a wait allows. A dozen at a time keep each
  // wait short; the work, and so the machine's time, is the same.
  const worlds = await inBatches(
    Array.from({ length: count }, (_, index) => index),
    12,
    async (index) => ({
      ...(await createOwnerSide(app, database.pool, structure, surveys(index))),
      ...staffTokens(app, database),
    }),
  );
  await settle(database.pool);
  return worlds;
}

/**
 * The whole cast, with a staff member of every role signed in and reference data of a's
 * (see addReferenceData) for the admin routes; settled.
 */
export async function createWorld(app: FastifyInstance, database: DatabaseHandle): Promise<World> {
  const { pool } = database;
  const structure = await loadStructure(app);
  const [owner, stranger, formerFirst] = await Promise.all([
    createOwnerSide(app, pool, structure, true),
    register(app, 'Walk Stranger').then((b) => formCouple(app, b, 'Walk Stranger Partner')),
    register(app, 'Walk Former').then((first) => formCouple(app, first, 'Walk Former Partner')),
  ]);
  const [b, strangerPartner] = withCatalogue(structure, ...stranger);
  const [first, second] = withCatalogue(structure, ...formerFirst);
  const coupleId = first.coupleId as string;
  await endCouple(app, first, coupleId);
  const staff = staffTokens(app, database);
  const { adminToken } = staff;
  const world: World = {
    ...owner,
    ...staff,
    b,
    strangerPartner,
    former: { first, second, coupleId },
  };
  await warmStaff(world);
  const categoryId = owner.a.catalogue?.categoryId;
  if (categoryId)
    await addReferenceData(app, owner.a, await adminToken(AdminRole.SuperAdmin), categoryId);
  await settle(pool);
  return world;
}

/**
 * Fixtures the walks still lack for the routes in the contract, named so the walk fails
 * instead of passing without really exercising those routes (admin tokens, say, once admin
 * routes arrive, or a record of `a` for a new path parameter).
 */
export function missingFixtures(routes: readonly RouteDef[], world: World): string[] {
  const problems: string[] = [];
  const named = (level: string) =>
    routes.filter((r) => r.access?.level === level).map((r) => r.name);
  const couple = named('couple');
  if (couple.length && !world.a.coupleId)
    problems.push(`couple routes (${couple.join(', ')}) need world.a to be in a couple`);
  if (couple.length && world.former.first.coupleId !== world.former.coupleId)
    problems.push(`couple routes (${couple.join(', ')}) need tokens issued inside an ended couple`);
  const withPartner = [...named('selfOrPartner'), ...couple, ...named('self')];
  if (withPartner.length && (!world.a.coupleId || world.partner.coupleId !== world.a.coupleId))
    problems.push(`routes (${withPartner.join(', ')}) need world.a's partner`);
  if (!world.b.coupleId || world.b.coupleId === world.a.coupleId)
    problems.push('the stranger needs a couple of their own, apart from world.a');
  const admin = named('admin');
  if (admin.length && !world.adminToken)
    problems.push(`admin routes (${admin.join(', ')}) need world.adminToken`);
  for (const route of routes) {
    if (!route.access || route.access.level === 'public') continue;
    const unresolved = unresolvedIdParams(route, world.a);
    if (unresolved.length)
      problems.push(
        `${route.name} names a record by :${unresolved.join(', :')}; give world.a one (RECORD_PARAMS)`,
      );
    const inBody = unresolvedBodyIds(route, world.a);
    if (inBody.length)
      problems.push(
        `${route.name} names a record by body.${inBody.join(', body.')}; give world.a one (BODY_FIELDS)`,
      );
  }
  return problems;
}
