import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Admin roles and their fixed numbers: 0 User, 1 Admin, 2 SuperAdmin. */
export const AdminRole = { User: 0, Admin: 1, SuperAdmin: 2 } as const;
export type AdminRole = (typeof AdminRole)[keyof typeof AdminRole];

/**
 * Who may call a route. Every route must name one; the server refuses to register a route
 * without it and the authorization walk checks each level.
 * - public: anyone.
 * - player: any signed-in player.
 * - self: a signed-in player whose own id is the path parameter `param`.
 * - selfOrPartner: a signed-in player whose id, or whose current partner's id, is `param`.
 * - couple: a member of the couple whose id is the path parameter `param`.
 * - admin: a signed-in staff member of at least `minRole`.
 */
export type Access =
  | { readonly level: 'public' }
  | { readonly level: 'player' }
  | { readonly level: 'self'; readonly param: string }
  | { readonly level: 'selfOrPartner'; readonly param: string }
  | { readonly level: 'couple'; readonly param: string }
  | { readonly level: 'admin'; readonly minRole: AdminRole };

export const ACCESS_LEVELS = [
  'public',
  'player',
  'self',
  'selfOrPartner',
  'couple',
  'admin',
] as const;

export const access = {
  public: { level: 'public' },
  player: { level: 'player' },
  self: (param: string) => ({ level: 'self', param }),
  selfOrPartner: (param: string) => ({ level: 'selfOrPartner', param }),
  couple: (param: string) => ({ level: 'couple', param }),
  admin: (minRole: AdminRole) => ({ level: 'admin', minRole }),
} as const satisfies Record<string, Access | ((...args: never[]) => Access)>;

export type RateLimitGroup =
  | 'authentication'
  | 'lookup'
  | 'support'
  | 'invitation'
  | 'ageCheck'
  | 'verification'
  | 'summary'
  | 'adventure'
  | 'dareOptions';

/**
 * What a caller needs of a route: its name, method, path and who may call it. The screens import
 * these from src/shared/api/routes/, which loads no zod; the contract modules add the schemas the
 * server validates with.
 */
export interface RouteDescriptor {
  /** A stable name, used in logs and test reports. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Fastify-style path with `:param` segments, always under /api. */
  readonly path: string;
  readonly access: Access;
  /** Status of a successful reply; 200 unless said otherwise. */
  readonly successStatus?: number;
  /**
   * Rate-limited routes of one group share one budget per client address, and for signed-in
   * callers one per account too (docs/rate-limits.md): `authentication` (login, register,
   * password reset, email verification), `lookup` (finding a player by email, or who sent an invitation link), `support` (the
   * contact form), `invitation` (partner invitations), `ageCheck` (age and disclaimer
   * records), `verification` (sending the verification link again) and `summary`
   * (regenerating the couple summary).
   */
  readonly rateLimit?: RateLimitGroup;
  /** The reply is a text/event-stream that stays open, not one JSON body. */
  readonly eventStream?: true;
}

/** A route with the schemas of its input and reply. */
export interface RouteDef extends RouteDescriptor {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
}

export function describeRoute<const T extends RouteDescriptor>(route: T): T {
  return route;
}

export function defineRoute<const T extends RouteDef>(route: T): T {
  return route;
}

type InferOr<S, Fallback> = S extends z.ZodType ? z.infer<S> : Fallback;
type InputOr<S, Fallback> = S extends z.ZodType ? z.input<S> : Fallback;

export type RouteParams<R extends RouteDef> = InferOr<R['params'], Record<string, never>>;
/** What a caller passes for the path parameters (before the schema's coercions). */
export type RouteParamsInput<R extends RouteDef> = InputOr<R['params'], Record<string, never>>;
/** What a caller passes in the query string (before the schema's coercions). */
export type RouteQueryInput<R extends RouteDef> = InputOr<R['query'], Record<string, never>>;
export type RouteQuery<R extends RouteDef> = InferOr<R['query'], Record<string, never>>;
export type RouteBody<R extends RouteDef> = InferOr<R['body'], undefined>;
export type RouteBodyInput<R extends RouteDef> = InputOr<R['body'], undefined>;
export type RouteResponse<R extends RouteDef> = z.infer<R['response']>;

/** Fills `:param` segments of a route path, encoding each value. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}
