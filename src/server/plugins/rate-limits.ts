import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitGroup } from '@shared/api/define';
import { tooManyRequests } from '../lib/http-error';

// The budgets of the contract's rate-limit groups (docs/rate-limits.md). Each group has a
// budget per client address, checked before authentication so a flood of bad tokens or bad
// input is limited too, and one per account, checked once the caller is known and the call
// has passed validation and authorization, so a player with many addresses cannot multiply
// what one account may do, and many players behind one address do not share it.

export interface RateLimitOptions {
  /** Support messages one address or account may send per SUPPORT_WINDOW (SUPPORT_RATE_LIMIT). */
  supportPerWindow: number;
  /** Calls one address may make per hour to each abuse-limited group (ABUSE_RATE_LIMIT). */
  abusePerHour: number;
  /** Adventures one account may generate or regenerate per hour (ADVENTURE_RATE_LIMIT). */
  adventuresPerHour: number;
}

/** Email lookups per minute: the invite screen needs a few. */
const LOOKUPS_PER_MINUTE = 30;
/** A person writing to staff needs a few messages, not more. */
const SUPPORT_WINDOW = '10 minutes';
/** Each invitation emails an outside address in Velvet's name. */
const INVITATIONS_PER_HOUR = 10;
/** Each one emails the player's own address again. */
const VERIFICATION_LINKS_PER_HOUR = 3;
/** A regeneration may call a paid AI endpoint. */
const SUMMARIES_PER_HOUR = 10;
/** Each set of three may call a paid AI endpoint three times; a sender needs a few. */
const DARE_OPTION_SETS_PER_HOUR = 30;

interface Budget {
  /** Calls per window; left out, the plugin's own maximum (AUTH_RATE_LIMIT) applies. */
  max?: number;
  window: string;
}

interface GroupLimits {
  /** What was limited, as the 429 message names it: "Too many <what> from …". */
  what: string;
  perAddress: Budget;
  /** Null for groups whose routes serve visitors only. */
  perAccount: Budget | null;
}

function groupLimits({ supportPerWindow, abusePerHour, adventuresPerHour }: RateLimitOptions) {
  const abusePerAddress: Budget = { max: abusePerHour, window: '1 hour' };
  const authentication: Budget = { window: '1 minute' };
  const lookup: Budget = { max: LOOKUPS_PER_MINUTE, window: '1 minute' };
  const support: Budget = { max: supportPerWindow, window: SUPPORT_WINDOW };
  return {
    authentication: {
      what: 'sign-in and password attempts',
      perAddress: authentication,
      perAccount: authentication,
    },
    lookup: { what: 'player lookups', perAddress: lookup, perAccount: lookup },
    support: { what: 'support messages', perAddress: support, perAccount: support },
    invitation: {
      what: 'partner invitations',
      perAddress: abusePerAddress,
      perAccount: { max: INVITATIONS_PER_HOUR, window: '1 hour' },
    },
    ageCheck: { what: 'age confirmations', perAddress: abusePerAddress, perAccount: null },
    verification: {
      what: 'verification emails',
      perAddress: abusePerAddress,
      perAccount: { max: VERIFICATION_LINKS_PER_HOUR, window: '1 hour' },
    },
    summary: {
      what: 'summary regenerations',
      perAddress: abusePerAddress,
      perAccount: { max: SUMMARIES_PER_HOUR, window: '1 hour' },
    },
    // Each one may call a paid AI endpoint, and drafts drawn again and again could be
    // compared to guess what a partner keeps out.
    adventure: {
      what: 'adventure generations',
      perAddress: abusePerAddress,
      perAccount: { max: adventuresPerHour, window: '1 hour' },
    },
    dareOptions: {
      what: 'dare suggestions',
      perAddress: abusePerAddress,
      perAccount: { max: DARE_OPTION_SETS_PER_HOUR, window: '1 hour' },
    },
  } satisfies Record<RateLimitGroup, GroupLimits>;
}

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface GroupLimiter {
  /** Runs before authentication: the client address's budget. */
  perAddress: RateLimitHook;
  /** Runs after validation and authorization: the signed-in account's budget (visitors pass). */
  perAccount: RateLimitHook;
}

/** Whole minutes, never "0": what a person can act on. */
function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * The account behind a request: the player or staff member authentication verified, or on a
 * public route (the contact form) the player a valid token names, so signing in does not
 * lift the account's budget. A visitor has none.
 */
async function accountOf(request: FastifyRequest): Promise<string | null> {
  if (request.player) return `player:${request.player.sub}`;
  if (request.admin) return `staff:${request.admin.sub}`;
  const claims = request.server.playerClaimsOf(request);
  return claims ? `player:${claims.sub}` : null;
}

const VISITOR = 'visitor';

/**
 * One limiter pair per group over the plugin's store, so a group's routes share its budgets.
 * `app.createRateLimit` is used rather than `app.rateLimit`: the latter's hooks mark the
 * request as limited after the first runs, so a second (the account's) would never count.
 */
export function createGroupLimiters(
  app: FastifyInstance,
  options: RateLimitOptions,
): Record<RateLimitGroup, GroupLimiter> {
  const limits: Record<RateLimitGroup, GroupLimits> = groupLimits(options);

  const hook = (
    budget: Budget,
    keyOf: (request: FastifyRequest) => Promise<string>,
    message: (wait: string) => string,
  ): RateLimitHook => {
    const check = app.createRateLimit({
      ...(budget.max === undefined ? {} : { max: budget.max }),
      timeWindow: budget.window,
      keyGenerator: keyOf,
      allowList: (_request, key) => key === VISITOR,
    });
    return async (request) => {
      const result = await check(request);
      if (result.isAllowed || !result.isExceeded) return;
      throw tooManyRequests(message(waitText(result.ttlInSeconds)), result.ttlInSeconds);
    };
  };

  const entries = (Object.entries(limits) as [RateLimitGroup, GroupLimits][]).map(
    ([group, { what, perAddress, perAccount }]) => {
      const limiter: GroupLimiter = {
        perAddress: hook(
          perAddress,
          async (request) => `${group}:address:${normalizeIP(request.ip)}`,
          (wait) => `Too many ${what} from this address. Please wait ${wait} and try again.`,
        ),
        perAccount: perAccount
          ? hook(
              perAccount,
              async (request) => {
                const account = await accountOf(request);
                return account ? `${group}:${account}` : VISITOR;
              },
              (wait) => `Too many ${what} from your account. Please wait ${wait} and try again.`,
            )
          : async () => undefined,
      };
      return [group, limiter] as const;
    },
  );
  return Object.fromEntries(entries) as Record<RateLimitGroup, GroupLimiter>;
}
