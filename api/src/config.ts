import { fileURLToPath } from 'node:url';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_SITE, LIMITS, MINUTE_MS, canonicalTimeZone, type SiteInfo } from './contract/index.js';
import { SESSION_MAX_AGE_MS } from './services/lifetimes.js';
import { defaultRateLimits, type RateLimit, type RateLimitName } from './services/rateLimits.js';

/** Re-exported for callers that read the defaults beside the settings. */
export { DEFAULT_SITE };

export type { RateLimit };

/** The server's settings, parsed once from the environment; a bad value stops the start with its variable's name. */
export interface Config {
  env: 'development' | 'production' | 'test';
  production: boolean;
  port: number;
  host: string;
  /** Embedded store files and generated secrets. */
  dataDir: string;
  /** A real MongoDB; null starts the embedded store. */
  mongodbUri: string | null;
  /** Absolute base URL used in e-mailed links. */
  publicUrl: string;
  adminPassword: string | null;
  /** Cookie signing keys, newest first. */
  sessionKeys: string[] | null;
  /** Always approved, role coach; lower-case. Kept as one array that the access checks read. */
  coachEmails: string[];
  email: {
    user: string | null;
    appPassword: string | null;
    notificationEmail: string | null;
    smtpHost: string;
    smtpPort: number;
    smtpSecure: boolean;
  };
  vapid: { publicKey: string | null; privateKey: string | null; subject: string };
  oidc: { issuer: string; clientId: string; clientSecret: string | null } | null;
  site: SiteInfo;
  /** Trust X-Forwarded-* from a reverse proxy (client address, https). */
  trustProxy: boolean;
  /**
   * How many proxies in front of the server append to X-Forwarded-For: the client address is the
   * entry that many from the right (entries further left are the client's own writing). 0 without a proxy.
   */
  trustedProxyHops: number;
  /** Accept web push endpoints on loopback and private hosts (tests with a local endpoint; never in production). */
  pushAllowPrivateEndpoints: boolean;
  /** Folder holding shell/dist and mf-<name>/dist. */
  staticRoot: string;
  /** Largest accepted request body. */
  bodyLimit: string;
  rateLimits: Record<RateLimitName, RateLimit>;
  /** Hours (practice time) in which no reminder goes out, e.g. 21 to 8; null sends at any hour. */
  reminderQuietHours: QuietHours | null;
  /** Days a consultation request and an access-log entry are kept before the daily sweep removes them. */
  retention: { consultationDays: number; accessLogDays: number };
  /** When the coach's weekly digest goes out (practice time); null: no digest. */
  digestSchedule: { weekday: number; hour: number } | null;
  /** How often the reminder sweep runs. */
  reminderSweepMs: number;
  /** Interval of the comment lines that keep a notification stream open. */
  sseHeartbeatMs: number;
  /** How long shutdown waits for in-flight requests before closing them. */
  shutdownTimeoutMs: number;
  /** Life of a sign-in session cookie. */
  sessionMaxAgeMs: number;
  /** The practice's IANA time zone: weekly hours, dates off and "this week" are read in it. */
  practiceTimeZone: string;
  /** API worker processes sharing the port (node's cluster); 1 runs the server in this process. */
  webConcurrency: number;
  /** Most e-mails sent in any hour, counted across every process (MAIL_HOURLY_CAP). */
  mailHourlyCap: number;
  /** The daily backup of the embedded store: where (BACKUP_DIR), at which hour of practice time, how many kept. */
  backups: { dir: string; hour: number; keep: number };
}

/** Quiet hours: from `from`:00 to `to`:00 (wrapping past midnight when `from` > `to`). */
export interface QuietHours {
  from: number;
  to: number;
}

/** Configuration with every secret present: what the app runs with (see secrets.ts). */
export type AppConfig = Config & {
  adminPassword: string;
  sessionKeys: string[];
  vapid: { publicKey: string; privateKey: string; subject: string };
};

/** A bad or missing setting; the message names the variable. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** The repository root: shell/dist and mf-<name>/dist are found from here (src/ and dist/ alike). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The numbers of every rate limit, as services/rateLimits.ts sets them. */
export const DEFAULT_RATE_LIMITS = defaultRateLimits();

const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : null));

/** Whether only this machine can reach an address the server listens on. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''], { error: 'must be true or false' })
    .optional()
    .transform((value) => (value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value)));

const port = (fallback: number) =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value.trim() === '') return fallback;
      const number = Number(value);
      if (!Number.isInteger(number) || number < 0 || number > 65535) {
        ctx.addIssue({ code: 'custom', message: 'must be a whole number from 0 to 65535' });
        return z.NEVER;
      }
      return number;
    });

const url = (what: string) =>
  optional.refine((value) => {
    if (value === null) return true;
    try {
      return ['http:', 'https:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, `must be an absolute http(s) URL (${what})`);

/** Weekday names in ISO order (1 = Monday). */
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** A whole number from `min` to `max`, or `fallback` when unset. */
const wholeNumber = <F>(fallback: F, min: number, max: number, message: string) =>
  optional.transform((value, ctx) => {
    if (value === null) return fallback;
    const number = Number(value);
    if (!Number.isInteger(number) || number < min || number > max) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return number;
  });

/** A number of days, a whole number from 1 up. */
const days = (fallback: number) => wholeNumber(fallback, 1, 100_000, 'must be a whole number of days, 1 or more');

const emailAddress = z.email({ error: 'must be an e-mail address' });

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test', ''], { error: 'must be development, production or test' })
    .optional(),
  PORT: port(3000),
  HOST: optional,
  DATA_DIR: optional,
  MONGODB_URI: optional.refine(
    (value) => value === null || /^mongodb(\+srv)?:\/\//.test(value),
    'must start with mongodb:// or mongodb+srv://',
  ),
  PUBLIC_URL: url('the address people open'),
  ADMIN_PASSWORD: optional
    .refine((value) => value === null || value.length >= 8, 'must be at least 8 characters')
    // The admin log-in form takes no longer password.
    .refine(
      (value) => value === null || value.length <= LIMITS.password,
      `must be at most ${LIMITS.password} characters`,
    ),
  SESSION_SECRET: optional.refine(
    (value) => value === null || value.split(',').every((key) => key.trim().length >= 32),
    'must be at least 32 characters (a comma list rotates keys, newest first)',
  ),
  COACH_EMAILS: optional.transform((value, ctx) => {
    const list = (value ?? '')
      .split(',')
      .map((entry) => entry.trim().toLowerCase())
      .filter(Boolean);
    for (const entry of list) {
      if (!emailAddress.safeParse(entry).success) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not an e-mail address` });
      }
    }
    return list;
  }),
  EMAIL_USER: optional,
  EMAIL_APP_PASSWORD: optional,
  NOTIFICATION_EMAIL: optional.refine((value) => value === null || emailAddress.safeParse(value).success, {
    message: 'must be an e-mail address',
  }),
  SMTP_HOST: optional,
  SMTP_PORT: port(465),
  SMTP_SECURE: flag(true),
  VAPID_PUBLIC_KEY: optional,
  VAPID_PRIVATE_KEY: optional,
  VAPID_SUBJECT: optional.refine(
    (value) => value === null || /^(mailto:|https:\/\/)/.test(value),
    'must start with mailto: or https://',
  ),
  OIDC_ISSUER: url('the identity provider'),
  OIDC_CLIENT_ID: optional,
  OIDC_CLIENT_SECRET: optional,
  SITE_BUSINESS_NAME: optional,
  SITE_SHORT_NAME: optional,
  SITE_COACH_NAME: optional,
  SITE_COACH_EMAIL: optional.refine((value) => value === null || emailAddress.safeParse(value).success, {
    message: 'must be an e-mail address',
  }),
  SITE_COACH_PHOTO_URL: optional,
  SITE_PRICE: optional.transform((value, ctx) => {
    if (value === null) return 85;
    const number = Number(value);
    if (!Number.isFinite(number) || number <= 0) {
      ctx.addIssue({ code: 'custom', message: 'must be a positive number' });
      return z.NEVER;
    }
    return number;
  }),
  TRUST_PROXY: z.string().optional(),
  REMINDER_QUIET_HOURS: optional.transform((value, ctx) => {
    if (value === null) return { from: 21, to: 8 };
    if (value.toLowerCase() === 'off') return null;
    const match = /^(\d{1,2})-(\d{1,2})$/.exec(value);
    const [from, to] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
    if (!(from >= 0 && from <= 23 && to >= 0 && to <= 23 && from !== to)) {
      ctx.addIssue({ code: 'custom', message: 'must be two different hours like 21-8, or off' });
      return z.NEVER;
    }
    return { from, to };
  }),
  DIGEST_WEEKDAY: optional.transform((value, ctx) => {
    if (value === null) return 1;
    if (value.toLowerCase() === 'off') return null;
    const weekday = WEEKDAYS.indexOf(value.toLowerCase() as (typeof WEEKDAYS)[number]) + 1;
    if (weekday === 0) {
      ctx.addIssue({ code: 'custom', message: 'must be a weekday name like monday, or off' });
      return z.NEVER;
    }
    return weekday;
  }),
  CONSULTATION_RETENTION_DAYS: days(365),
  ACCESS_LOG_RETENTION_DAYS: days(730),
  PRACTICE_TIME_ZONE: optional.transform((value, ctx) => {
    const zone = value === null ? serverTimeZone() : canonicalTimeZone(value);
    if (zone === null) {
      ctx.addIssue({ code: 'custom', message: `"${value}" is not an IANA time zone (e.g. America/New_York)` });
      return z.NEVER;
    }
    return zone;
  }),
  TRUSTED_PROXY_HOPS: wholeNumber(
    null,
    1,
    10,
    'must be a whole number from 1 to 10 (the proxies in front of the server)',
  ),
  PUSH_ALLOW_PRIVATE_ENDPOINTS: flag(false),
  MAIL_HOURLY_CAP: wholeNumber(200, 1, 1_000_000, 'must be a whole number of at least 1'),
  BACKUP_DIR: optional,
  BACKUP_HOUR: wholeNumber(3, 0, 23, 'must be an hour from 0 to 23 (practice time)'),
  BACKUP_KEEP: wholeNumber(14, 1, 10_000, 'must be a whole number of at least 1'),
  WEB_CONCURRENCY: optional.transform((value, ctx) => {
    if (value === null) return 1;
    if (value.toLowerCase() === 'auto') return os.availableParallelism();
    const number = Number(value);
    if (!Number.isInteger(number) || number < 1 || number > 64) {
      ctx.addIssue({ code: 'custom', message: 'must be a whole number from 1 to 64, or auto (one per core)' });
      return z.NEVER;
    }
    return number;
  }),
});

/** The zone this machine runs in: the practice's zone when PRACTICE_TIME_ZONE is unset. */
function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * Parses the environment into a Config, once, at start-up. A bad value throws a ConfigError
 * whose message names every variable at fault.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${String(issue.path[0] ?? 'environment')}: ${issue.message}`).join('\n'),
    );
  }
  const e = parsed.data;
  const nodeEnv = e.NODE_ENV || 'development';
  const production = nodeEnv === 'production';
  const problems: string[] = [];

  if (production && !e.ADMIN_PASSWORD) problems.push('ADMIN_PASSWORD: is required when NODE_ENV=production');
  if (production && !e.SESSION_SECRET) problems.push('SESSION_SECRET: is required when NODE_ENV=production');
  // A machine's own zone is often UTC, and machines behind one load balancer may differ: every process must read
  // the practice's days and hours (open times, reminders, "this week") on one clock.
  if (production && !env.PRACTICE_TIME_ZONE?.trim()) {
    problems.push('PRACTICE_TIME_ZONE: is required when NODE_ENV=production (e.g. America/New_York)');
  }
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY) {
    problems.push(`${e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}: set both VAPID keys or neither`);
  }
  if (production && !e.VAPID_PUBLIC_KEY) {
    problems.push(
      'VAPID_PUBLIC_KEY: VAPID keys are required when NODE_ENV=production (npx web-push generate-vapid-keys)',
    );
  }
  if (e.OIDC_ISSUER && !e.OIDC_CLIENT_ID) problems.push('OIDC_CLIENT_ID: is required when OIDC_ISSUER is set');
  if (!e.OIDC_ISSUER && e.OIDC_CLIENT_ID) problems.push('OIDC_ISSUER: is required when OIDC_CLIENT_ID is set');
  const trustProxy = flag(production).safeParse(e.TRUST_PROXY);
  if (!trustProxy.success) problems.push('TRUST_PROXY: must be true or false');
  // Reachable from other machines, the server cannot tell a proxy's X-Forwarded-For from a client's own.
  const host = e.HOST ?? '127.0.0.1';
  if (production && !e.TRUST_PROXY?.trim() && !isLoopback(host)) {
    problems.push(
      `TRUST_PROXY: is required when HOST (${host}) is reachable from other machines: true behind a reverse proxy, false when browsers connect directly`,
    );
  }
  const behindProxy = trustProxy.success && trustProxy.data;
  if (e.TRUSTED_PROXY_HOPS !== null && !behindProxy) {
    problems.push('TRUSTED_PROXY_HOPS: applies only with TRUST_PROXY=true');
  }
  if (production && e.PUSH_ALLOW_PRIVATE_ENDPOINTS) {
    problems.push('PUSH_ALLOW_PRIVATE_ENDPOINTS: must not be true when NODE_ENV=production');
  }
  if (problems.length > 0) throw new ConfigError(problems.join('\n'));

  // The practice profile's first-start values: once the profile is stored, the coach edits it in the app.
  const site: SiteInfo = {
    ...DEFAULT_SITE,
    businessName: e.SITE_BUSINESS_NAME ?? DEFAULT_SITE.businessName,
    shortName: e.SITE_SHORT_NAME ?? DEFAULT_SITE.shortName,
    coachName: e.SITE_COACH_NAME ?? DEFAULT_SITE.coachName,
    coachEmail: e.SITE_COACH_EMAIL ?? DEFAULT_SITE.coachEmail,
    coachPhotoUrl: e.SITE_COACH_PHOTO_URL ?? DEFAULT_SITE.coachPhotoUrl,
    pricePerSession: e.SITE_PRICE,
  };

  return {
    env: nodeEnv,
    production,
    port: e.PORT,
    host,
    dataDir: path.resolve(e.DATA_DIR ?? './data'),
    mongodbUri: e.MONGODB_URI,
    publicUrl: (e.PUBLIC_URL ?? defaultPublicUrl(host, e.PORT)).replace(/\/+$/, ''),
    adminPassword: e.ADMIN_PASSWORD,
    sessionKeys: e.SESSION_SECRET ? e.SESSION_SECRET.split(',').map((key) => key.trim()) : null,
    coachEmails: e.COACH_EMAILS,
    email: {
      user: e.EMAIL_USER,
      appPassword: e.EMAIL_APP_PASSWORD,
      notificationEmail: e.NOTIFICATION_EMAIL,
      smtpHost: e.SMTP_HOST ?? 'smtp.gmail.com',
      smtpPort: e.SMTP_PORT,
      smtpSecure: e.SMTP_SECURE,
    },
    vapid: {
      publicKey: e.VAPID_PUBLIC_KEY,
      privateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? `mailto:${e.NOTIFICATION_EMAIL ?? site.coachEmail}`,
    },
    oidc: e.OIDC_ISSUER
      ? { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID!, clientSecret: e.OIDC_CLIENT_SECRET }
      : null,
    site,
    trustProxy: behindProxy,
    trustedProxyHops: behindProxy ? (e.TRUSTED_PROXY_HOPS ?? 1) : 0,
    pushAllowPrivateEndpoints: e.PUSH_ALLOW_PRIVATE_ENDPOINTS,
    staticRoot: REPO_ROOT,
    bodyLimit: '100kb',
    rateLimits: structuredClone(DEFAULT_RATE_LIMITS),
    reminderQuietHours: e.REMINDER_QUIET_HOURS,
    retention: { consultationDays: e.CONSULTATION_RETENTION_DAYS, accessLogDays: e.ACCESS_LOG_RETENTION_DAYS },
    digestSchedule: e.DIGEST_WEEKDAY === null ? null : { weekday: e.DIGEST_WEEKDAY, hour: 8 },
    reminderSweepMs: 15 * MINUTE_MS,
    sseHeartbeatMs: 25_000,
    shutdownTimeoutMs: 10_000,
    sessionMaxAgeMs: SESSION_MAX_AGE_MS,
    practiceTimeZone: e.PRACTICE_TIME_ZONE,
    webConcurrency: e.WEB_CONCURRENCY,
    mailHourlyCap: e.MAIL_HOURLY_CAP,
    backups: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR ?? './data', 'backups')),
      hour: e.BACKUP_HOUR,
      keep: e.BACKUP_KEEP,
    },
  };
}

/**
 * The address people open when PUBLIC_URL is unset: the listening host (localhost for a wildcard),
 * so e-mailed links land on the same origin as the printed URL and the session cookie applies.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Whether sign-in links and alerts can be e-mailed (sender account and app password set). */
export function canSendEmail(config: Config): boolean {
  return !!(config.email.user && config.email.appPassword);
}

/** Whether new-request alerts are e-mailed: what GET /api/email-status reports. */
export function notificationEmailConfigured(config: Config): boolean {
  return canSendEmail(config) && !!config.email.notificationEmail;
}
