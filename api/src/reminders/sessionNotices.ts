import type { AppConfig } from '../config.js';
import { coachNoticeMail } from '../commands/sessionAnnouncer.js';
import { SessionNotice, type SessionNoticeRecord } from '../models/index.js';
import type { Logger, Mailer } from '../services/index.js';
import { createReminderSweep, type ReminderKind, type ReminderSweep } from './sweep.js';

/** The coach hears of session changes at most once per quarter hour (of the clock). */
export const SESSION_NOTICE_WINDOW_MS = 15 * 60_000;
/** How often each process looks for a quarter hour that has ended with changes to send. */
export const SESSION_NOTICE_SWEEP_MS = 60_000;

/** The start of the quarter hour holding `now`: changes made before it are due. */
function quarterHourOf(now: Date): Date {
  return new Date(Math.floor(now.getTime() / SESSION_NOTICE_WINDOW_MS) * SESSION_NOTICE_WINDOW_MS);
}

/**
 * Sends the changes made before `cutoff` as one e-mail. They are first marked with this send's key in
 * one write, so a slower send of another process can never list them too; a failed send gives them back.
 */
async function sendNotices(key: string, cutoff: Date, config: AppConfig, mailer: Mailer): Promise<void> {
  await SessionNotice.updateMany({ batch: null, at: { $lt: cutoff } }, { $set: { batch: key } });
  const notices = await SessionNotice.find({ batch: key }).sort({ at: 1 }).lean<SessionNoticeRecord[]>();
  if (notices.length === 0) return;
  try {
    await mailer.send(await coachNoticeMail(notices, config));
  } catch (error) {
    await SessionNotice.updateMany({ batch: key }, { $set: { batch: null } });
    throw error;
  }
  await SessionNotice.deleteMany({ batch: key });
}

/**
 * The coach's combined e-mail of session changes, as a kind of the reminder sweep: once a quarter hour
 * has ended, the bookings, moves and cancellations made before it go out as one e-mail to every coach
 * address. Its key is the quarter hour, claimed in the store, so several processes send it once.
 */
export function sessionNotices(config: AppConfig, services: { mailer: Mailer }): ReminderKind {
  return {
    name: 'sessionNotices',
    // The coach's own news about their calendar: not held back by the students' quiet hours.
    quietHours: false,
    // A key names a quarter hour: it is due only while that quarter hour is the latest to have ended.
    keepClaimsMs: 24 * 3_600_000,
    async due(now) {
      if (!services.mailer.enabled || config.coachEmails.length === 0) return [];
      const cutoff = quarterHourOf(now);
      if (!(await SessionNotice.exists({ batch: null, at: { $lt: cutoff } }))) return [];
      const key = cutoff.toISOString();
      return [{ key, userId: null, send: () => sendNotices(key, cutoff, config, services.mailer) }];
    },
  };
}

/** The sweep that sends the coach's combined e-mails: every minute, in every process; each is claimed once. */
export function createSessionNoticeSweep(
  config: AppConfig,
  channels: { mailer: Mailer; logger: Logger },
  now?: () => Date,
): ReminderSweep {
  return createReminderSweep({
    kinds: [sessionNotices(config, channels)],
    logger: channels.logger,
    quietHours: null,
    timeZone: config.practiceTimeZone,
    intervalMs: SESSION_NOTICE_SWEEP_MS,
    now,
  });
}
