import type { RouteDef } from '@shared/api/define';
import { forgedCases, tokenForMissingPlayer } from './tokens';
import type { World } from './world';

/** A caller who must not reach the route, and the statuses that count as refusing them. */
export interface Attempt {
  name: string;
  authorization: string | undefined;
  expected: readonly number[];
}

/**
 * Everyone who must be refused on a non-public route aimed at `world.a`'s data: forged and
 * broken tokens always (401); strangers on self and couple routes (404, decisions.md: a
 * stranger never learns the resource exists); players and lower staff on admin routes.
 */
export async function unauthorizedAttempts(
  route: RouteDef,
  world: World,
  secret: string,
): Promise<Attempt[]> {
  const { claims } = world.a;
  const attempts: Attempt[] = forgedCases(claims, secret).map((c) => ({ ...c, expected: [401] }));
  const ghost = `Bearer ${tokenForMissingPlayer(claims, secret)}`;
  const { access } = route;
  if (access.level === 'self' || access.level === 'couple') {
    attempts.push(
      {
        name: "a stranger's valid token",
        authorization: `Bearer ${world.b.token}`,
        expected: [404],
      },
      {
        name: 'a signed token of a player who does not exist',
        authorization: ghost,
        expected: [401],
      },
    );
  }
  if (access.level === 'player') {
    attempts.push({
      name: 'a signed token of a player who does not exist',
      authorization: ghost,
      expected: [401, 404],
    });
  }
  if (access.level === 'admin') {
    attempts.push({
      name: "a player's valid token",
      authorization: `Bearer ${world.a.token}`,
      expected: [401, 403],
    });
    for (let role = 0; world.adminToken && role < access.minRole; role += 1) {
      attempts.push({
        name: `a staff token of role ${role}`,
        authorization: `Bearer ${await world.adminToken(role as typeof access.minRole)}`,
        expected: [401, 403],
      });
    }
  }
  return attempts;
}
