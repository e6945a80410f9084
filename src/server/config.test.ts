import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function configError(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('reads DATA_KEY and DATA_KEY_PREVIOUS as 32-byte keys, and names DATA_KEY when malformed', () => {
    const key = Buffer.alloc(32, 7);
    const older = [Buffer.alloc(32, 1), Buffer.alloc(32, 2)];
    const config = loadConfig({
      DATA_KEY: key.toString('base64'),
      DATA_KEY_PREVIOUS: older.map((k) => k.toString('base64')).join(', '),
    });
    expect(config.dataKey?.equals(key)).toBe(true);
    expect(config.previousDataKeys.map((k) => k.toString('hex'))).toEqual(
      older.map((k) => k.toString('hex')),
    );
    expect(loadConfig({}).dataKey).toBeUndefined();
    for (const malformed of [Buffer.alloc(16).toString('base64'), 'not a key', 'x'.repeat(44)]) {
      expect(configError({ DATA_KEY: malformed }).message).toMatch(
        /DATA_KEY: DATA_KEY must be 32 random bytes in base64/,
      );
    }
    expect(configError({ DATA_KEY_PREVIOUS: `${key.toString('base64')},short` }).message).toMatch(
      /DATA_KEY_PREVIOUS must be keys like DATA_KEY/,
    );
  });

  it('has working defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(path.isAbsolute(config.dataDir)).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.authRateLimit).toBe(10);
    expect(config.supportRateLimit).toBe(5);
    expect(config.supportEmail).toBe('support@velvet.local');
    expect(config.tokenTtlSeconds).toBe(7 * 24 * 3600);
    expect(config.dareExpiryHours).toBe(24);
    expect(config.logLevel).toBe('info');
    expect(config.shutdownDrainMs).toBe(5_000);
    expect(config.metricsToken).toBeNull();
    expect(config.metricsPort).toBeNull();
  });

  it('reads the drain in seconds and the metrics settings', () => {
    const config = loadConfig({
      SHUTDOWN_DRAIN_SECONDS: '1.5',
      METRICS_TOKEN: 'a-scraper-token-long-enough',
      METRICS_PORT: '9464',
    });
    expect(config.shutdownDrainMs).toBe(1_500);
    expect(config.metricsToken).toBe('a-scraper-token-long-enough');
    expect(config.metricsPort).toBe(9464);
  });

  it('backs up daily into DATA_DIR/backups and keeps a week, unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/velvet' }).backups).toEqual({
      dir: path.resolve('/var/lib/velvet/backups'),
      everyMs: 24 * 3_600_000,
      keep: 7,
    });
    expect(
      loadConfig({ BACKUP_DIR: '/mnt/copies', BACKUP_EVERY_HOURS: '0.5', BACKUP_KEEP: '3' })
        .backups,
    ).toEqual({ dir: path.resolve('/mnt/copies'), everyMs: 1_800_000, keep: 3 });
    expect(loadConfig({ BACKUP_EVERY_HOURS: '0' }).backups.everyMs).toBe(0);
  });

  it('derives the default public URL from the port', () => {
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
  });

  it('takes the given values, trimming a trailing slash off the public URL', () => {
    const config = loadConfig({
      PORT: '9000',
      DATA_DIR: '/var/lib/velvet',
      DATABASE_URL: 'postgres://velvet:pw@db.internal:5432/velvet',
      SMTP_URL: 'smtps://user:pw@mail.example.com:465',
      PUBLIC_URL: 'https://velvet.example.com/',
      JWT_SECRET: 'x'.repeat(32),
      AUTH_RATE_LIMIT: '5',
      SUPPORT_RATE_LIMIT: '2',
      SUPPORT_EMAIL: ' help@velvet.example.com ',
      TOKEN_TTL_HOURS: '2',
      DARE_EXPIRY_HOURS: '1.5',
    });
    expect(config).toMatchObject({
      port: 9000,
      dataDir: '/var/lib/velvet',
      databaseUrl: 'postgres://velvet:pw@db.internal:5432/velvet',
      smtpUrl: 'smtps://user:pw@mail.example.com:465',
      publicUrl: 'https://velvet.example.com',
      jwtSecret: 'x'.repeat(32),
      authRateLimit: 5,
      supportRateLimit: 2,
      supportEmail: 'help@velvet.example.com',
      tokenTtlSeconds: 7200,
      dareExpiryHours: 1.5,
    });
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', SMTP_URL: '', DATABASE_URL: '' });
    expect(config.port).toBe(8080);
    expect(config.smtpUrl).toBeUndefined();
    expect(config.databaseUrl).toBeUndefined();
  });

  const badValues: [string, string][] = [
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://x'],
    ['DATABASE_URL', 'not a url'],
    ['SMTP_URL', 'http://x'],
    ['PUBLIC_URL', 'ftp://x'],
    ['JWT_SECRET', 'too-short-secret'],
    ['AUTH_RATE_LIMIT', '0'],
    ['SUPPORT_RATE_LIMIT', '0'],
    ['SUPPORT_RATE_LIMIT', 'lots'],
    ['SUPPORT_EMAIL', 'support-at-velvet'],
    ['TOKEN_TTL_HOURS', 'soon'],
    ['DARE_EXPIRY_HOURS', '0'],
    ['DARE_EXPIRY_HOURS', 'a day'],
    ['LOG_LEVEL', 'loud'],
    ['BACKUP_EVERY_HOURS', '-1'],
    ['BACKUP_EVERY_HOURS', 'daily'],
    ['BACKUP_KEEP', '0'],
    ['BACKUP_KEEP', '2.5'],
    ['SHUTDOWN_DRAIN_SECONDS', '-1'],
    ['SHUTDOWN_DRAIN_SECONDS', '600'],
    ['METRICS_TOKEN', 'short'],
    ['METRICS_TOKEN', 'has a space in the middle'],
    ['METRICS_PORT', '70000'],
  ];
  for (const [name, value] of badValues) {
    it(`refuses ${name}=${value} with a message naming ${name}`, () => {
      const error = configError({ [name]: value });
      expect(error.message).toContain(name);
      expect(error.problems).toHaveLength(1);
      expect(error.problems[0]).toMatch(new RegExp(`^${name}: `));
    });
  }

  it('names every bad variable at once', () => {
    const error = configError({ PORT: 'abc', SMTP_URL: 'http://x', PUBLIC_URL: 'ftp://x' });
    expect(error.problems).toHaveLength(3);
    for (const name of ['PORT', 'SMTP_URL', 'PUBLIC_URL']) expect(error.message).toContain(name);
  });

  it('never repeats a secret value in its message', () => {
    const error = configError({ JWT_SECRET: 'short-but-secret' });
    expect(error.message).not.toContain('short-but-secret');
  });
});
