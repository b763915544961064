import type { AppConfig } from '../config.js';
import type { Logger, Mailer, PushSender } from '../services/index.js';
import { reassessmentReminders } from './reassessmentReminders.js';
import { weeklyDigest } from './weeklyDigest.js';
import { sessionReminders } from './sessionReminders.js';
import { createReminderSweep, type ReminderKind, type ReminderSweep } from './sweep.js';

export { createReminderSweep, claimReminder } from './sweep.js';
export { createSessionNoticeSweep } from './sessionNotices.js';
export type { ReminderSweep, ReminderKind, DueReminder, SweepOutcome } from './sweep.js';

/** What the reminder kinds send with. */
export interface ReminderChannels {
  mailer: Mailer;
  push: PushSender;
  logger: Logger;
}

/** Every kind of reminder the sweep sends, in the order it sends them. */
export function reminderKinds(config: AppConfig, channels: ReminderChannels): ReminderKind[] {
  return [reassessmentReminders(config, channels), sessionReminders(config, channels), weeklyDigest(config, channels)];
}

/**
 * The app's sweep: every kind, the configured quiet hours and interval; a reminder without a recipient's zone keeps
 * to the practice's clock.
 */
export function createAppReminderSweep(config: AppConfig, channels: ReminderChannels, now?: () => Date): ReminderSweep {
  return createReminderSweep({
    kinds: reminderKinds(config, channels),
    logger: channels.logger,
    quietHours: config.reminderQuietHours,
    timeZone: config.practiceTimeZone,
    intervalMs: config.reminderSweepMs,
    now,
  });
}
