import type { Agent } from 'node:https';
import { readPracticeProfile } from './commands/practiceProfile.js';
import type { AppConfig } from './config.js';
import { createAppReminderSweep, createSessionNoticeSweep } from './reminders/index.js';
import { createBackgroundTasks } from './services/background.js';
import { createEventBus } from './services/bus.js';
import type { Services } from './services/index.js';
import { createLogger, errorFields } from './services/logger.js';
import { createMailer } from './services/mailer.js';
import { createOidcSignIn } from './services/oidc.js';
import { createPushSender } from './services/push.js';
import { createRateCounter } from './services/rateCounter.js';
import { createRateLimiter } from './services/rateLimiter.js';
import { createStreamRegistry } from './services/streams.js';

/*
 * Where the services meet what is built on them: the mailer signs with the practice's name as the coach saved
 * it, and the reminder sweeps send through the mailer and push.
 */

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
