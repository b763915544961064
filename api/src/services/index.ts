import type { Agent } from 'node:https';
import type { AppConfig } from '../config.js';
import { errorFields, createLogger, type Logger } from './logger.js';
import { createRateLimiter, type RateLimiter } from './rateLimiter.js';
import { createRateCounter, type RateCounter } from './rateCounter.js';
import { createMailer, type Mailer } from './mailer.js';
import { createPushSender, type PushSender } from './push.js';
import { createEventBus, type EventBus } from './bus.js';
import { createBackgroundTasks, type BackgroundTasks } from './background.js';
import { createStreamRegistry, type StreamRegistry } from './streams.js';
import { createOidcSignIn, type OidcSignIn } from './oidc.js';
import { createAppReminderSweep, createSessionNoticeSweep, type ReminderSweep } from '../reminders/index.js';
import { readPracticeProfile } from '../commands/practiceProfile.js';

export type { Logger, RateCounter, RateLimiter, Mailer, PushSender, EventBus, BackgroundTasks, StreamRegistry, OidcSignIn };

/** The app's collaborators, built once per app; tests replace any of them. */
export interface Services {
  logger: Logger;
  /** Hits per key and window, shared by every process through the store (caps and limits). */
  rateCounter: RateCounter;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  push: PushSender;
  bus: EventBus;
  background: BackgroundTasks;
  streams: StreamRegistry;
  /** Sign-in through an external provider; null when OIDC is not configured. */
  oidc: OidcSignIn | null;
  /** Reminders and the weekly digest, swept every 15 minutes (started by the entry point, not by the app). */
  reminders: ReminderSweep;
  /** The coach's e-mail of each quarter hour's session changes, swept every minute (started like reminders). */
  sessionNotices: ReminderSweep;
}

/** Options for the default services. */
export interface ServiceOptions {
  /** HTTPS agent for web push (a test endpoint's certificate). */
  pushAgent?: Agent;
}

/** Builds every service from configuration, keeping any given in `overrides`. */
export function createServices(
  config: AppConfig,
  overrides: Partial<Services> = {},
  options: ServiceOptions = {},
): Services {
  const logger = overrides.logger ?? createLogger();
  const rateCounter = overrides.rateCounter ?? createRateCounter();
  const mailer =
    overrides.mailer ??
    createMailer(config, {
      logger,
      counter: rateCounter,
      senderName: async () => (await readPracticeProfile(config.site)).businessName,
    });
  const push = overrides.push ?? createPushSender(config, logger, { agent: options.pushAgent });
  return {
    logger,
    rateCounter,
    rateLimiter: overrides.rateLimiter ?? createRateLimiter(config.rateLimits, rateCounter, logger),
    mailer,
    push,
    bus: overrides.bus ?? createEventBus((error) => logger.error('event listener failed', errorFields(error))),
    background: overrides.background ?? createBackgroundTasks(logger),
    streams: overrides.streams ?? createStreamRegistry(),
    oidc: overrides.oidc !== undefined ? overrides.oidc : createOidcSignIn(config),
    reminders: overrides.reminders ?? createAppReminderSweep(config, { mailer, push, logger }),
    sessionNotices: overrides.sessionNotices ?? createSessionNoticeSweep(config, { mailer, logger }),
  };
}
