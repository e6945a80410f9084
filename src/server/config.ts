import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_DARE_EXPIRY_HOURS } from '@shared/domain/dares';

const portField = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a port number between 0 and 65535.` })
    .int(`${name} must be a whole number.`)
    .min(0, `${name} must be between 0 and 65535.`)
    .max(65535, `${name} must be between 0 and 65535.`)
    .default(fallback);

const urlField = (name: string, protocols: RegExp, example: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.test(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `${name} must be a URL such as ${example}.`);

/**
 * Argon2id's cost in production: the library's defaults, 19 MiB and 2 passes, slow enough to
 * resist guessing. Lower only where no real password is at stake (the tests set it).
 */
export const PRODUCTION_PASSWORD_HASHING = { memoryKib: 19_456, passes: 2 } as const;

/** A data key as written in the environment: 32 random bytes in base64. */
const DATA_KEY_TEXT = /^[A-Za-z0-9+/]{43}=$/;
const DATA_KEY_HINT = '32 random bytes in base64 (for example: openssl rand -base64 32)';

const envSchema = z.object({
  PORT: portField('PORT', 8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, 'DATA_DIR must not be empty.').default('./data'),
  DATABASE_URL: urlField(
    'DATABASE_URL',
    /^postgres(ql)?:$/,
    'postgres://user:password@localhost:5432/velvet',
  ).optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters long.').optional(),
  DATA_KEY: z.string().trim().regex(DATA_KEY_TEXT, `DATA_KEY must be ${DATA_KEY_HINT}.`).optional(),
  DATA_KEY_PREVIOUS: z
    .string()
    .trim()
    .refine(
      (value) => value.split(',').every((key) => DATA_KEY_TEXT.test(key.trim())),
      `DATA_KEY_PREVIOUS must be keys like DATA_KEY (${DATA_KEY_HINT}), separated by commas.`,
    )
    .optional(),
  SMTP_URL: urlField(
    'SMTP_URL',
    /^smtps?:$/,
    'smtp://user:password@mail.example.com:587',
  ).optional(),
  MAIL_FROM: z.string().trim().min(3).default('Velvet <no-reply@velvet.local>'),
  PUBLIC_URL: urlField('PUBLIC_URL', /^https?:$/, 'https://velvet.example.com').optional(),
  WEB_DIST: z.string().trim().min(1).default('dist/web'),
  AUTH_RATE_LIMIT: z.coerce
    .number({ error: 'AUTH_RATE_LIMIT must be a number of requests per minute.' })
    .int('AUTH_RATE_LIMIT must be a whole number.')
    .min(1, 'AUTH_RATE_LIMIT must be at least 1.')
    .default(10),
  SUPPORT_RATE_LIMIT: z.coerce
    .number({ error: 'SUPPORT_RATE_LIMIT must be a number of messages per 10 minutes.' })
    .int('SUPPORT_RATE_LIMIT must be a whole number.')
    .min(1, 'SUPPORT_RATE_LIMIT must be at least 1.')
    .default(5),
  SUPPORT_EMAIL: z
    .string()
    .trim()
    .pipe(z.email({ error: 'SUPPORT_EMAIL must be an email address.' }))
    .default('support@velvet.local'),
  TOKEN_TTL_HOURS: z.coerce
    .number({ error: 'TOKEN_TTL_HOURS must be a number of hours.' })
    .positive('TOKEN_TTL_HOURS must be positive.')
    .default(24 * 7),
  ADMIN_TOKEN_TTL_HOURS: z.coerce
    .number({ error: 'ADMIN_TOKEN_TTL_HOURS must be a number of hours.' })
    .positive('ADMIN_TOKEN_TTL_HOURS must be positive.')
    .max(24, 'ADMIN_TOKEN_TTL_HOURS must be at most 24: staff sign in again each day.')
    .default(8),
  ABUSE_RATE_LIMIT: z.coerce
    .number({ error: 'ABUSE_RATE_LIMIT must be a number of requests per hour.' })
    .int('ABUSE_RATE_LIMIT must be a whole number.')
    .min(1, 'ABUSE_RATE_LIMIT must be at least 1.')
    .default(60),
  ADVENTURE_RATE_LIMIT: z.coerce
    .number({ error: 'ADVENTURE_RATE_LIMIT must be a number of adventures per hour.' })
    .int('ADVENTURE_RATE_LIMIT must be a whole number.')
    .min(1, 'ADVENTURE_RATE_LIMIT must be at least 1.')
    .default(20),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(?:false|true|\d{1,2}|[0-9a-fA-F.:/,\s]+)$/,
      'TRUST_PROXY must be false, true, a number of proxy hops, or proxy addresses (comma-separated).',
    )
    .default('false'),
  AI_BASE_URL: urlField('AI_BASE_URL', /^https?:$/, 'https://api.openai.com/v1').optional(),
  AI_MODEL: z.string().trim().min(1, 'AI_MODEL must not be empty.').optional(),
  AI_API_KEY: z.string().trim().min(1, 'AI_API_KEY must not be empty.').optional(),
  AI_TIMEOUT_MS: z.coerce
    .number({ error: 'AI_TIMEOUT_MS must be a number of milliseconds.' })
    .int('AI_TIMEOUT_MS must be a whole number.')
    .min(100, 'AI_TIMEOUT_MS must be at least 100.')
    .default(15_000),
  ADMIN_EMAIL: z
    .string()
    .trim()
    .pipe(z.email({ error: 'ADMIN_EMAIL must be an email address.' }))
    .optional(),
  ADMIN_PASSWORD: z
    .string()
    .min(8, 'ADMIN_PASSWORD must be at least 8 characters long.')
    .optional(),
  DARE_EXPIRY_HOURS: z.coerce
    .number({ error: 'DARE_EXPIRY_HOURS must be a number of hours.' })
    .positive('DARE_EXPIRY_HOURS must be positive.')
    .default(DEFAULT_DARE_EXPIRY_HOURS),
  LIVE_HEARTBEAT_SECONDS: z.coerce
    .number({ error: 'LIVE_HEARTBEAT_SECONDS must be a number of seconds.' })
    .positive('LIVE_HEARTBEAT_SECONDS must be positive.')
    .default(15),
  PASSWORD_HASH_MEMORY_KIB: z.coerce
    .number({ error: 'PASSWORD_HASH_MEMORY_KIB must be a number of KiB.' })
    .int('PASSWORD_HASH_MEMORY_KIB must be a whole number.')
    .min(8, 'PASSWORD_HASH_MEMORY_KIB must be at least 8.')
    .default(PRODUCTION_PASSWORD_HASHING.memoryKib),
  PASSWORD_HASH_PASSES: z.coerce
    .number({ error: 'PASSWORD_HASH_PASSES must be a number of passes.' })
    .int('PASSWORD_HASH_PASSES must be a whole number.')
    .min(1, 'PASSWORD_HASH_PASSES must be at least 1.')
    .default(PRODUCTION_PASSWORD_HASHING.passes),
  BACKUP_DIR: z.string().trim().min(1, 'BACKUP_DIR must not be empty.').optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number({
      error: 'BACKUP_EVERY_HOURS must be a number of hours (0 turns scheduled backups off).',
    })
    .min(0, 'BACKUP_EVERY_HOURS must not be negative (0 turns scheduled backups off).')
    .default(24),
  BACKUP_KEEP: z.coerce
    .number({ error: 'BACKUP_KEEP must be a number of backups.' })
    .int('BACKUP_KEEP must be a whole number.')
    .min(1, 'BACKUP_KEEP must be at least 1.')
    .default(7),
  SHUTDOWN_DRAIN_SECONDS: z.coerce
    .number({ error: 'SHUTDOWN_DRAIN_SECONDS must be a number of seconds.' })
    .min(0, 'SHUTDOWN_DRAIN_SECONDS must be 0 or more.')
    .max(60, 'SHUTDOWN_DRAIN_SECONDS must be at most 60.')
    .default(5),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters long.')
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable characters without spaces.')
    .optional(),
  METRICS_PORT: z.coerce
    .number({ error: 'METRICS_PORT must be a port number between 0 and 65535.' })
    .int('METRICS_PORT must be a whole number.')
    .min(0, 'METRICS_PORT must be between 0 and 65535.')
    .max(65535, 'METRICS_PORT must be between 0 and 65535.')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  /** The key field values are encrypted under; absent: the one generated in DATA_DIR. */
  dataKey: Buffer | undefined;
  /** Keys replaced by DATA_KEY, still read until their values are re-encrypted. */
  previousDataKeys: Buffer[];
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  webDist: string;
  authRateLimit: number;
  /** Support messages one client address may send per 10 minutes. */
  supportRateLimit: number;
  /** Where the contact form's messages go. */
  supportEmail: string;
  tokenTtlSeconds: number;
  adminTokenTtlSeconds: number;
  /** Requests per hour one client address may make to each abuse-limited group. */
  abuseRateLimit: number;
  /** Adventures one account may generate or regenerate per hour. */
  adventureRateLimit: number;
  /** Fastify's trustProxy: which proxies' X-Forwarded-For names the real client. */
  trustProxy: boolean | string[] | ((address: string, hop: number) => boolean);
  /** How long an accepted dare may be completed before it expires (docs/dares.md). */
  dareExpiryHours: number;
  /** How often an open live stream gets a heartbeat comment (docs/live-updates.md). */
  liveHeartbeatMs: number;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Scheduled backups: where, how often (0: never) and how many are kept. */
  backups: { dir: string; everyMs: number; keep: number };
  /** Argon2id's cost for new password hashes; a stored hash carries its own. */
  passwordHashing: { memoryKib: number; passes: number };
  /** The first SuperAdmin, created at start when none exists. */
  bootstrapAdmin: { email: string; password: string } | null;
  /**
   * How long a stopping node keeps serving while it answers not ready, so a balancer's health
   * check sees it and sends no more before the node closes.
   */
  shutdownDrainMs: number;
  /** `/metrics` on the API port for callers with this bearer token; null: not served there. */
  metricsToken: string | null;
  /** `/metrics` on this port of 127.0.0.1, without a token (0: any free one); null: none. */
  metricsPort: number | null;
  /** The OpenAI-compatible endpoint; absent means the built-in engine only. */
  ai: { baseUrl: string; model: string; apiKey: string | undefined; timeoutMs: number } | null;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; throws a ConfigError naming every bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as it does in most shells' .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError([
      'ADMIN_EMAIL and ADMIN_PASSWORD: set both to create the first SuperAdmin, or neither.',
    ]);
  }
  if (Boolean(e.AI_BASE_URL) !== Boolean(e.AI_MODEL)) {
    throw new ConfigError([
      'AI_BASE_URL and AI_MODEL: set both to use an AI endpoint, or neither.',
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    dataKey: e.DATA_KEY ? Buffer.from(e.DATA_KEY, 'base64') : undefined,
    previousDataKeys: (e.DATA_KEY_PREVIOUS?.split(',') ?? []).map((key) =>
      Buffer.from(key.trim(), 'base64'),
    ),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webDist: path.resolve(e.WEB_DIST),
    authRateLimit: e.AUTH_RATE_LIMIT,
    supportRateLimit: e.SUPPORT_RATE_LIMIT,
    supportEmail: e.SUPPORT_EMAIL,
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    adminTokenTtlSeconds: Math.round(e.ADMIN_TOKEN_TTL_HOURS * 3600),
    abuseRateLimit: e.ABUSE_RATE_LIMIT,
    adventureRateLimit: e.ADVENTURE_RATE_LIMIT,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    dareExpiryHours: e.DARE_EXPIRY_HOURS,
    liveHeartbeatMs: Math.round(e.LIVE_HEARTBEAT_SECONDS * 1000),
    logLevel: e.LOG_LEVEL,
    backups: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      everyMs: Math.round(e.BACKUP_EVERY_HOURS * 3_600_000),
      keep: e.BACKUP_KEEP,
    },
    passwordHashing: { memoryKib: e.PASSWORD_HASH_MEMORY_KIB, passes: e.PASSWORD_HASH_PASSES },
    shutdownDrainMs: Math.round(e.SHUTDOWN_DRAIN_SECONDS * 1000),
    metricsToken: e.METRICS_TOKEN ?? null,
    metricsPort: e.METRICS_PORT ?? null,
    bootstrapAdmin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : null,
    ai:
      e.AI_BASE_URL && e.AI_MODEL
        ? {
            baseUrl: e.AI_BASE_URL,
            model: e.AI_MODEL,
            apiKey: e.AI_API_KEY,
            timeoutMs: e.AI_TIMEOUT_MS,
          }
        : null,
  };
}

/** TRUST_PROXY as Fastify reads it: a switch, a number of hops, or the proxies' addresses. */
function trustProxyOf(value: string): Config['trustProxy'] {
  if (value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}
