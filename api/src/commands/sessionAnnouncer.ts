import { DateTime } from 'luxon';
import type { AppConfig } from '../config.js';
import { ClientProfile, User, type CoachingSessionRecord } from '../models/index.js';
import { sessionInvitation, type CalendarPractice } from '../presenters/sessionCalendar.js';
import type { Services } from '../services/index.js';
import { errorFields } from '../services/logger.js';
import { readPracticeProfile } from './practiceProfile.js';
import { escapeHtml } from './signInLinkSender.js';

/** What happened to a session, as its e-mails say it. */
export type SessionChange = 'booked' | 'moved' | 'cancelled';

/** The student of a session: name and sign-in address (null when the account is gone). */
export interface SessionStudent {
  firstName: string;
  lastName: string;
  email: string | null;
  userId: string | null;
}

/** Loads the student a session belongs to. */
export async function sessionStudent(clientId: string): Promise<SessionStudent | null> {
  const profile = await ClientProfile.findById(clientId, { userId: 1, studentFirstName: 1, studentLastName: 1 }).lean();
  if (!profile) return null;
  const user = await User.findById(profile.userId, { email: 1 }).lean();
  return {
    firstName: profile.studentFirstName,
    lastName: profile.studentLastName,
    email: user?.email ?? null,
    userId: user?._id ?? null,
  };
}

/** A session's time as people read it: in the practice's zone, with the zone named. */
export function sessionTime(start: Date, timeZone: string): string {
  return DateTime.fromJSDate(start, { zone: timeZone }).toFormat("cccc, LLLL d 'at' h:mm a ZZZZ");
}

const SUBJECTS: Record<SessionChange, string> = {
  booked: 'Session booked',
  moved: 'Session moved',
  cancelled: 'Session cancelled',
};

function lines(change: SessionChange, when: string, coachName: string, who: string): string[] {
  switch (change) {
    case 'booked':
      return [`${who} coaching session with ${coachName} is booked for ${when}.`];
    case 'moved':
      return [`${who} coaching session with ${coachName} has moved to ${when}.`];
    case 'cancelled':
      return [`${who} coaching session with ${coachName} on ${when} is cancelled.`];
  }
}

/**
 * E-mails the student and the coach about a booking, move or cancellation, each with the event as
 * an `.ics` (METHOD:REQUEST, or CANCEL) so their calendars add, move or remove it. A failed e-mail is
 * logged and never undoes the change.
 */
export async function announceSessionChange(
  session: CoachingSessionRecord,
  change: SessionChange,
  config: AppConfig,
  services: Pick<Services, 'mailer' | 'logger'>,
): Promise<void> {
  if (!services.mailer.enabled) return;
  const student = await sessionStudent(session.clientId);
  if (!student) return;
  const studentName = `${student.firstName} ${student.lastName}`;
  const practice: CalendarPractice = await readPracticeProfile(config.site);
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const when = sessionTime(session.start, config.practiceTimeZone);
  const link = `${config.publicUrl}/`;
  const recipients = [
    ...(student.email
      ? [{ to: student.email, summary: `Coaching session with ${practice.coachName}`, who: 'Your' }]
      : []),
    ...config.coachEmails.map((to) => ({ to, summary: `Coaching session: ${studentName}`, who: `${studentName}'s` })),
  ];
  await Promise.all(
    recipients.map(async ({ to, summary, who }) => {
      const text = [...lines(change, when, practice.coachName, who), '', `See your sessions: ${link}`];
      const content = sessionInvitation(
        config,
        practice,
        { session, summary, attendee: student.email ? { name: studentName, email: student.email } : undefined },
        method,
      );
      try {
        await services.mailer.send({
          to,
          subject: `${SUBJECTS[change]}: ${when}`,
          text: text.join('\n'),
          html: `<p>${escapeHtml(text[0]!)}</p><p><a href="${escapeHtml(link)}">See your sessions</a></p>`,
          calendar: { method, filename: method === 'CANCEL' ? 'cancelled-session.ics' : 'session.ics', content },
        });
      } catch (error) {
        services.logger.error('session e-mail failed', { sessionId: session._id, change, ...errorFields(error) });
      }
    }),
  );
}
