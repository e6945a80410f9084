import type { RouteDef } from '@shared/api/define';
import type { Member } from './members';
import {
  callerOverrides,
  coupleBodyField,
  namesCoupleRecord,
  namesOwnedRecord,
  outsiderCoupleRefusal,
  partnerRefusal,
  type Overrides,
} from './targets';
import { forgedCases, tokenForMissingPlayer } from './tokens';
import type { World } from './world';

/** A caller who must not reach the route, and the statuses that count as refusing them. */
export interface Attempt {
  name: string;
  authorization: string | undefined;
  expected: readonly number[];
  /** Whose data the request names, when not `world.a`'s (the caller's own ended couple). */
  target?: Member;
  /** Fields of the request set for this caller (their own id where the body names the caller). */
  overrides?: Overrides;
}

const bearer = (member: Member) => `Bearer ${member.token}`;

/**
 * Attempts of people in another couple, or in a couple that ended (both get 404), on
 * couple, selfOrPartner and self routes and on player routes naming a record or a couple;
 * and of the partner on a record that is a's alone, or that only a may act on.
 */
function outsiders(route: RouteDef, world: World): Attempt[] {
  const { access } = route;
  const { former } = world;
  const stranger: Attempt = {
    name: "a stranger's valid token (a member of another couple)",
    authorization: bearer(world.b),
    expected: [404],
  };
  if (access.level === 'self') {
    const partner = { name: "the partner's valid token", authorization: bearer(world.partner) };
    return [stranger, { ...partner, expected: [404] }];
  }
  if (access.level === 'selfOrPartner') {
    return [
      stranger,
      {
        name: "a former partner's token from while the couple lasted, on the other's record",
        authorization: bearer(former.first),
        target: former.second,
        expected: [404],
      },
    ];
  }
  // Their tokens still carry the couple: only the database knows it ended.
  const ended = (member: Member, who: string, expected: number): Attempt => ({
    name: `${who} of an ended couple, with a token from while it lasted, on that couple`,
    authorization: bearer(member),
    target: { ...member, coupleId: former.coupleId },
    overrides: callerOverrides(route, member),
    expected: [expected],
  });
  // Where the body names the caller or their partner, each names their own (see targets.ts).
  const outsidersOfTheCouple = (where: string, expected = 404) => [
    {
      ...stranger,
      name: `${stranger.name}${where}`,
      overrides: callerOverrides(route, world.b),
      expected: [expected],
    },
    ended(former.first, 'the member who ended it', expected),
    ended(former.second, 'the other former member', expected),
  ];
  if (access.level === 'couple') return outsidersOfTheCouple('');
  if (access.level !== 'player') return [];
  const attempts: Attempt[] = [];
  // A player route whose body names a couple (compare) is couple-scoped all the same.
  const field = coupleBodyField(route);
  if (field)
    attempts.push(
      ...outsidersOfTheCouple(`, naming a's couple in ${field}`, outsiderCoupleRefusal(route)),
    );
  if (namesOwnedRecord(route, world.a)) {
    // A player route naming a record of a's: only a may act on it, or a's couple when the
    // record is the couple's; a member of another or an ended couple never learns it exists.
    // Whoever calls names themselves where the body names the caller.
    const as = (member: Member) => ({
      authorization: bearer(member),
      overrides: callerOverrides(route, member),
    });
    const whose = namesCoupleRecord(route) ? "a record of a's couple" : "a record of a's";
    attempts.push(
      { ...as(world.b), name: `${stranger.name}, on ${whose}`, expected: [404] },
      ...[former.first, former.second].map((member) => ({
        ...as(member),
        name: `a member of an ended couple, on ${whose}`,
        expected: [404],
      })),
    );
    const refusal = partnerRefusal(route);
    if (!namesCoupleRecord(route))
      attempts.push({
        ...as(world.partner),
        name:
          refusal === undefined
            ? `the partner's valid token, on ${whose}`
            : `the partner's valid token, on ${whose} that only a may act on`,
        expected: [refusal ?? 404],
      });
  }
  return attempts;
}

/**
 * Everyone who must be refused on a non-public route aimed at `world.a`'s data: forged and
 * broken tokens always (401); outsiders on self, selfOrPartner and couple routes, and on
 * player routes naming a record of a's (404: a stranger never learns the resource exists);
 * players (401) and staff below the route's role (403) on admin routes; staff of every role
 * on every other route (401).
 */
export async function unauthorizedAttempts(
  route: RouteDef,
  world: World,
  secret: string,
): Promise<Attempt[]> {
  const { claims } = world.a;
  const attempts: Attempt[] = forgedCases(claims, secret).map((c) => ({ ...c, expected: [401] }));
  const ghost = {
    name: 'a signed token of a player who does not exist',
    authorization: `Bearer ${tokenForMissingPlayer(claims, secret)}`,
  };
  const { access } = route;
  attempts.push(...outsiders(route, world));
  // A player who is gone gets 401, so the client signs out; only a self route may answer
  // 404 first, as it needs no lookup to refuse an id that is not the caller's own.
  if (access.level === 'self') attempts.push({ ...ghost, expected: [401, 404] });
  else if (access.level !== 'admin') attempts.push({ ...ghost, expected: [401] });
  if (access.level === 'admin') {
    // Player and staff tokens are told apart by their audience: a player is no one here.
    attempts.push({
      name: "a player's valid token",
      authorization: bearer(world.a),
      expected: [401],
    });
    for (let role = 0; world.adminToken && role < access.minRole; role += 1) {
      attempts.push({
        name: `a staff token of role ${role}, below the route's ${access.minRole}`,
        authorization: `Bearer ${await world.adminToken(role as typeof access.minRole)}`,
        expected: [403],
      });
    }
  } else {
    // And a staff member is no player, whatever their role.
    for (const role of [0, 1, 2] as const) {
      if (!world.adminToken) break;
      attempts.push({
        name: `a staff token of role ${role}`,
        authorization: `Bearer ${await world.adminToken(role)}`,
        expected: [401],
      });
    }
  }
  return attempts;
}
