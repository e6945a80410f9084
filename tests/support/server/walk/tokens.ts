import crypto from 'node:crypto';
import { PLAYER_AUDIENCE } from '../../../../src/server/plugins/auth';

/**
 * Hand-built JWTs, so the walk can present exactly the broken tokens an attacker would: no
 * library on this side decides what a "valid" token is.
 */
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

type Claims = Record<string, unknown>;

export function signToken(
  claims: Claims,
  secret: string,
  header: Claims = { alg: 'HS256', typ: 'JWT' },
): string {
  const algorithm = header.alg === 'HS512' ? 'sha512' : 'sha256';
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = crypto.createHmac(algorithm, secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

export interface ForgedCase {
  name: string;
  /** The Authorization header to send, or undefined for none. */
  authorization: string | undefined;
}

/**
 * Every way of presenting a token that must not get through. `claims` are the real claims of
 * the target caller, so only the one broken property differs from a genuine token.
 */
export function forgedCases(claims: Claims, secret: string): ForgedCase[] {
  const now = Math.floor(Date.now() / 1000);
  const live = { ...claims, aud: PLAYER_AUDIENCE, iat: now, exp: now + 3600 };
  const bearer = (token: string) => `Bearer ${token}`;
  const unsignedWith = (alg: string) =>
    `${base64url(JSON.stringify({ alg, typ: 'JWT' }))}.${base64url(JSON.stringify(live))}.`;
  const genuine = signToken(live, secret);
  const [genuineHead, , genuineSignature] = genuine.split('.');
  const tamperedBody = base64url(JSON.stringify({ ...live, sub: crypto.randomUUID() }));
  return [
    { name: 'no Authorization header', authorization: undefined },
    { name: 'empty bearer', authorization: 'Bearer ' },
    { name: 'garbage bearer', authorization: 'Bearer garbage' },
    { name: 'three garbage segments', authorization: 'Bearer a.b.c' },
    { name: 'basic scheme', authorization: `Basic ${base64url('player:password')}` },
    { name: 'signed with another secret', authorization: bearer(signToken(live, `${secret}-x`)) },
    { name: 'alg none', authorization: bearer(unsignedWith('none')) },
    { name: 'alg None', authorization: bearer(unsignedWith('None')) },
    { name: 'alg NONE', authorization: bearer(unsignedWith('NONE')) },
    {
      name: 'alg HS512 with the right secret (algorithm is pinned)',
      authorization: bearer(signToken(live, secret, { alg: 'HS512', typ: 'JWT' })),
    },
    {
      name: 'claims changed after signing',
      authorization: bearer(`${genuineHead}.${tamperedBody}.${genuineSignature}`),
    },
    {
      name: 'expired',
      authorization: bearer(signToken({ ...live, iat: now - 7200, exp: now - 3600 }, secret)),
    },
    {
      name: 'not valid yet (nbf in the future)',
      authorization: bearer(signToken({ ...live, nbf: now + 3600 }, secret)),
    },
    {
      name: 'wrong audience',
      authorization: bearer(signToken({ ...live, aud: 'velvet-admin' }, secret)),
    },
    {
      name: 'no audience',
      authorization: bearer(signToken({ ...live, aud: undefined }, secret)),
    },
    {
      name: 'claims that are not a player token',
      authorization: bearer(signToken({ aud: PLAYER_AUDIENCE, exp: now + 3600, sub: 1 }, secret)),
    },
  ];
}

/** A correctly signed token for a player id that does not exist (a deleted account). */
export function tokenForMissingPlayer(claims: Claims, secret: string): string {
  const now = Math.floor(Date.now() / 1000);
  return signToken(
    { ...claims, sub: crypto.randomUUID(), aud: PLAYER_AUDIENCE, iat: now, exp: now + 3600 },
    secret,
  );
}
