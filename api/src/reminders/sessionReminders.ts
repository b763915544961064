import {
  FEW_SESSIONS_LEFT,
  SESSION_REMINDER,
  SESSION_REMINDER_EVENT,
  HOUR_MS,
  effectiveMeetingUrl,
  type ReminderPush,
} from '../contract/index.js';
import type { AppConfig } from '../config.js';
import { readAccount } from '../commands/accountReader.js';
import { readFullPracticeProfile } from '../commands/practiceProfile.js';
import { meetingLinkLines, sessionTime } from '../commands/sessionAnnouncer.js';
import { escapeHtml } from '../commands/signInLinkSender.js';
import { CoachingSession, type CoachingSessionRecord } from '../models/index.js';
import type { Logger, Mailer, PushSender } from '../services/index.js';
import { reminderRecipients } from './recipients.js';
import { inQuietHours } from './schedule.js';
import { sendReminder, type DueReminder, type ReminderKind } from './sweep.js';

/** A session's reminder is due from 24 hours before it starts until it starts. */
export const SESSION_REMINDER_LEAD_MS = 24 * HOUR_MS;

type Channels = { mailer: Mailer; push: Pick<PushSender, 'sendToStudent'> };

/**
 * What the reminder e-mail says of the student's packages: how many sessions are left once FEW_SESSIONS_LEFT or
 * fewer remain (none included); nothing for a student who was never sold a package.
 */
async function sessionsLeftLines(clientId: string, config: AppConfig): Promise<string[]> {
  const { packages, sessionsLeft } = await readAccount(clientId, config.site);
  return packages.length > 0 && sessionsLeft <= FEW_SESSIONS_LEFT ? [SESSION_REMINDER.sessionsLeft(sessionsLeft)] : [];
}

/**
 * The reminders of the given booked sessions: one per session and start time (a moved session is
 * reminded again of its new time), to its student by e-mail unless they turned e-mail reminders off, and
 * by web push on each device where they turned push on.
 */
async function remindersOf(
  sessions: readonly CoachingSessionRecord[],
  config: AppConfig,
  channels: Channels,
): Promise<DueReminder[]> {
  if (sessions.length === 0) return [];
  const recipients = await reminderRecipients(
    sessions.map((session) => session.clientId),
    config,
    channels.mailer.enabled,
  );
  const { coachName, meetingUrl } = await readFullPracticeProfile(config.site);
  return sessions.flatMap((session): DueReminder[] => {
    const user = recipients.get(session.clientId);
    if (!user) return [];
    const { byEmail, byPush, timeZone } = user;
    const when = sessionTime(session.start, timeZone);
    const body = SESSION_REMINDER.body(coachName, when);
    const link = `${config.publicUrl}/dashboard`;
    const meeting = meetingLinkLines(effectiveMeetingUrl(session, meetingUrl));
    return [
      {
        key: `${session._id}:${session.start.toISOString()}`,
        userId: user.userId,
        timeZone,
        async send(once) {
          const push: ReminderPush = {
            type: SESSION_REMINDER_EVENT,
            title: SESSION_REMINDER.title,
            body,
            url: '/dashboard',
            tag: `session-${session._id}`,
          };
          // Push first, once: it cannot fail the reminder (a dead device is dropped); e-mail can, and is retried.
          if (byPush) await once('push', () => channels.push.sendToStudent(user.userId, push));
          if (byEmail) {
            const left = await sessionsLeftLines(session.clientId, config);
            await channels.mailer.send({
              to: user.email,
              subject: SESSION_REMINDER.title,
              text: [body, ...left, ...meeting.text, '', `See your sessions: ${link}`].join('\n'),
              html: [
                `<p>${escapeHtml(body)}</p>`,
                ...left.map((line) => `<p>${escapeHtml(line)}</p>`),
                meeting.html,
                `<p><a href="${escapeHtml(link)}">See your sessions</a></p>`,
              ].join(''),
            });
          }
        },
      },
    ];
  });
}

/** The booked sessions starting within the next 24 hours. */
function sessionsStartingSoon(now: Date) {
  return CoachingSession.find({
    status: 'booked',
    start: { $gt: now, $lte: new Date(now.getTime() + SESSION_REMINDER_LEAD_MS) },
  }).lean<CoachingSessionRecord[]>();
}

/** Session reminders, as one kind of the reminder sweep: due from 24 hours before a session. */
export function sessionReminders(config: AppConfig, channels: Channels): ReminderKind {
  return {
    name: 'session',
    quietHours: true,
    // A key names a session and its start: it cannot be due again once the session has started.
    keepClaimsMs: SESSION_REMINDER_LEAD_MS + 24 * HOUR_MS,
    async due(now) {
      return remindersOf(await sessionsStartingSoon(now), config, channels);
    },
  };
}

/**
 * Sends a just-booked (or moved) session's reminder at once when it starts within 24 hours, instead of
 * waiting for the next sweep. It is claimed like any reminder, so the sweep never sends it a second time;
 * during quiet hours on the student's clock it is left to the sweep, which sends it in their morning.
 */
export async function remindIfSoon(
  session: CoachingSessionRecord,
  config: AppConfig,
  channels: Channels & { logger: Logger },
  now = new Date(),
): Promise<boolean> {
  if (session.status !== 'booked') return false;
  const lead = session.start.getTime() - now.getTime();
  if (lead <= 0 || lead > SESSION_REMINDER_LEAD_MS) return false;
  const kind = sessionReminders(config, channels);
  const [reminder] = await remindersOf([session], config, channels);
  if (!reminder) return false;
  if (inQuietHours(now, config.reminderQuietHours, reminder.timeZone ?? config.practiceTimeZone)) return false;
  return (await sendReminder(kind, reminder, now, channels.logger)) === 'sent';
}
