import type { ReminderSweep } from '../reminders/sweep.js';
import type { Logger } from './logger.js';
import type { RateLimiter } from './rateLimiter.js';
import type { RateCounter } from './rateCounter.js';
import type { Mailer } from './mailer.js';
import type { PushSender } from './push.js';
import type { EventBus } from './bus.js';
import type { BackgroundTasks } from './background.js';
import type { StreamRegistry } from './streams.js';
import type { OidcSignIn } from './oidc.js';

export type { Logger, RateCounter, RateLimiter, Mailer, PushSender, EventBus, BackgroundTasks, StreamRegistry, OidcSignIn };

/** The app's collaborators, built once per app (appServices.ts); tests replace any of them. */
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
