import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Agent as HttpsAgent } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import webpush from 'web-push';
import { createApp, type App } from '../src/app.js';
import { DEFAULT_RATE_LIMITS, loadConfig, type AppConfig, type RateLimit } from '../src/config.js';
import type { EmbeddedMongo } from '../src/embedded-mongo/index.js';
import type { RateLimitName } from '../src/http/route.js';
import { listen, type RunningServer } from '../src/server.js';
import type { Services } from '../src/services/index.js';
import { createMemoryLogger, type LogEntry } from '../src/services/logger.js';
import { startMailCatcher, type MailCatcher } from './mail.js';
import { openTestDatabase } from './store.js';

/** How a test server differs from the defaults. */
export interface TestServerOptions {
  /**
   * Start a real SMTP server on loopback and point the mailer at it (EMAIL_USER, EMAIL_APP_PASSWORD,
   * SMTP_*). Sign-in links then arrive by e-mail; without it they are read from the log.
   */
  email?: boolean;
  /** Recipient of new-request alerts when `email` is on (null: alerts off). Default admin@example.com. */
  notificationEmail?: string | null;
  /** Per-limit overrides; by default every limit is high enough not to interfere. */
  rateLimits?: Partial<Record<RateLimitName, Partial<RateLimit>>>;
  /** Addresses that are coaches (COACH_EMAILS). signInAs adds coaches here as needed. */
  coachEmails?: string[];
  /** Folder holding shell/dist and mf-<name>/dist (default: an empty temp folder). */
  staticRoot?: string;
  /** Environment variables read as the server reads them at start-up (PUSH_ALLOW_PRIVATE_ENDPOINTS...). */
  env?: Record<string, string>;
  /** Anything else of the configuration. */
  config?: Partial<AppConfig>;
  /** Replacement services (logger excluded: the test logger is always used). */
  services?: Partial<Omit<Services, 'logger'>>;
  /** HTTPS agent for web push (trusting a local endpoint's self-signed certificate). */
  pushAgent?: HttpsAgent;
  /** Print log lines as they happen (debugging). */
  echoLogs?: boolean;
  /** Run the activity seeder before serving (default true when the seeder exists). */
  seedActivities?: boolean;
}

/** A running app on a fresh database of the shared embedded store, for one test file. */
export interface TestServer {
  /** http://127.0.0.1:<port> */
  url: string;
  config: AppConfig;
  app: App;
  services: Services;
  /** The store shared by this process's test files: never close it. */
  store: EmbeddedMongo;
  /** The database of this server, dropped on close. */
  dbName: string;
  /** Every log line the app wrote, as objects. */
  logs: LogEntry[];
  /** The loopback SMTP server when `email` is on. */
  mail: MailCatcher | null;
  running: RunningServer;
  /** The temp folder (data, static files) removed on close. */
  dir: string;
  /** Waits for background work (announcements) started so far. */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** A fixed admin password for tests. */
export const TEST_ADMIN_PASSWORD = 'correct horse battery staple';

/**
 * Builds the test configuration: everything loadConfig would give for an empty environment,
 * then test values (temp data dir, known admin password, fresh secrets, high rate limits).
 */
export function testConfig(dir: string, options: TestServerOptions = {}, mail: MailCatcher | null = null): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(dir, 'data'), ...options.env });
  const vapid = webpush.generateVAPIDKeys();
  const rateLimits = Object.fromEntries(
    (Object.keys(DEFAULT_RATE_LIMITS) as RateLimitName[]).map((name) => [
      name,
      { max: 10_000, windowMs: 60_000, ...options.rateLimits?.[name] },
    ]),
  ) as Record<RateLimitName, RateLimit>;
  return {
    ...base,
    adminPassword: TEST_ADMIN_PASSWORD,
    sessionKeys: [randomBytes(32).toString('base64url')],
    vapid: { publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: 'mailto:admin@example.com' },
    coachEmails: [...(options.coachEmails ?? [])].map((email) => email.toLowerCase()),
    staticRoot: options.staticRoot ?? path.join(dir, 'static'),
    rateLimits,
    email: mail
      ? {
          user: mail.user,
          appPassword: 'app-password',
          notificationEmail: options.notificationEmail === undefined ? 'admin@example.com' : options.notificationEmail,
          smtpHost: '127.0.0.1',
          smtpPort: mail.port,
          smtpSecure: false,
        }
      : base.email,
    ...options.config,
  };
}

async function seedIfAvailable(): Promise<void> {
  const seeder = (await import('../src/commands/activitySeeder.js').catch(() => null)) as {
    seedActivities?: () => Promise<unknown>;
  } | null;
  await seeder?.seedActivities?.();
}

/**
 * Connects mongoose to a fresh database on the shared embedded store, builds the app with a test
 * configuration and listens on a free loopback port. Mongoose has one global connection, so use one
 * test server per test file, closed in afterAll (the files of a process run one after another).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'api-test-'));
  const logger = createMemoryLogger({ echo: options.echoLogs });
  const database = await openTestDatabase({
    log: {
      warn: (message) => logger.warn(message, { component: 'embedded-mongo' }),
      error: (message) => logger.error(message, { component: 'embedded-mongo' }),
    },
  });
  let mail: MailCatcher | null = null;
  let config: AppConfig;
  let app: App;
  let running: RunningServer;
  try {
    if (options.seedActivities !== false) await seedIfAvailable();
    mail = options.email ? await startMailCatcher() : null;
    config = testConfig(dir, options, mail);
    app = createApp(config, { ...options.services, logger }, { pushAgent: options.pushAgent });
    running = await listen(app, { port: 0, host: '127.0.0.1' });
    config.publicUrl = running.url;
  } catch (error) {
    // The next test file of this process connects mongoose again: nothing may stay open.
    await database.close();
    await mail?.close();
    await rm(dir, { recursive: true, force: true });
    throw error;
  }

  let closing: Promise<void> | null = null;
  return {
    url: running.url,
    config,
    app,
    services: app.services,
    store: database.store,
    dbName: database.dbName,
    logs: logger.entries,
    mail,
    running,
    dir,
    settle: () => app.services.background.idle(),
    close() {
      closing ??= (async () => {
        await running.stop();
        await database.close();
        await mail?.close();
        await rm(dir, { recursive: true, force: true });
      })();
      return closing;
    },
  };
}
