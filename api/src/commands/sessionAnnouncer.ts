import { DateTime } from 'luxon';
import type { AppConfig } from '../config.js';
import { effectiveMeetingUrl, type SESSION_CHANGES } from '../contract/index.js';
import {
  ClientProfile,
  SessionNotice,
  User,
  type CoachingSessionRecord,
  type SessionNoticeRecord,
} from '../models/index.js';
import { sessionInvitation, type CalendarPractice } from '../presenters/sessionCalendar.js';
import type { Services } from '../services/index.js';
import { errorFields } from '../services/logger.js';
import { readFullPracticeProfile } from './practiceProfile.js';
import { escapeHtml } from './signInLinkSender.js';

/**
 * The meeting link's line of a session e-mail, as text and HTML: none when the session has no link (or is
 * cancelled).
 */
export function meetingLinkLines(meetingUrl: string): { text: string[]; html: string } {
  if (!meetingUrl) return { text: [], html: '' };
  return {
    text: [`Join the meeting: ${meetingUrl}`],
    html: `<p><a href="${escapeHtml(meetingUrl)}">Join the meeting</a> (${escapeHtml(meetingUrl)})</p>`,
  };
}

/** What happened to a session, as its e-mails say it. */
export type SessionChange = (typeof SESSION_CHANGES)[number];

/** The student of a session: name and sign-in address (null when the account is gone). */
export interface SessionStudent {
  firstName: string;
  lastName: string;
  email: string | null;
  userId: string | null;
  /** The zone the student's device last reported (null: none yet), for the times their e-mails give. */
  timeZone: string | null;
}

/** Loads the student a session belongs to. */
export async function sessionStudent(clientId: string): Promise<SessionStudent | null> {
  const profile = await ClientProfile.findById(clientId, { userId: 1, studentFirstName: 1, studentLastName: 1 }).lean();
  if (!profile) return null;
  const user = await User.findById(profile.userId, { email: 1, timeZone: 1 }).lean();
  return {
    firstName: profile.studentFirstName,
    lastName: profile.studentLastName,
    email: user?.email ?? null,
    userId: user?._id ?? null,
    timeZone: user?.timeZone ?? null,
  };
}

/** A session's time as people read it: in the given zone (the reader's, or the practice's), with the zone named. */
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

/** A session change kept for the coach's combined e-mail: it is removed once sent, and expires after two days. */
const NOTICE_KEEP_MS = 2 * 24 * 3_600_000;

/** Stores a change for the coach's next combined e-mail (one per quarter hour: reminders/sessionNotices.ts). */
export async function recordCoachNotice(
  session: CoachingSessionRecord,
  change: SessionChange,
  previousStart: Date | undefined,
  now = new Date(),
): Promise<void> {
  await SessionNotice.create({
    sessionId: session._id,
    clientId: session.clientId,
    change,
    start: session.start,
    previousStart: change === 'moved' ? previousStart : undefined,
    at: now,
    expire: new Date(now.getTime() + NOTICE_KEEP_MS),
  });
}

/**
 * E-mails the student about a booking, move or cancellation, the time on their clock (the zone their device
 * reported, else the practice's), with the event as an `.ics` (METHOD:REQUEST, or CANCEL) so their calendar adds,
 * moves or removes it, and keeps the change for the coach, whose changes of each quarter hour go out as one e-mail
 * (so many changes cannot use up the hourly mail cap).
 * A failure is logged and never undoes the change.
 */
export async function announceSessionChange(
  session: CoachingSessionRecord,
  change: SessionChange,
  config: AppConfig,
  services: Pick<Services, 'mailer' | 'logger'>,
  previousStart?: Date,
): Promise<void> {
  if (!services.mailer.enabled) return;
  if (config.coachEmails.length > 0) {
    await recordCoachNotice(session, change, previousStart).catch((error: unknown) =>
      services.logger.error('session change not kept for the coach', {
        sessionId: session._id,
        change,
        ...errorFields(error),
      }),
    );
  }
  const student = await sessionStudent(session.clientId);
  if (!student?.email) return;
  const studentName = `${student.firstName} ${student.lastName}`;
  const practice: CalendarPractice = await readFullPracticeProfile(config.site);
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const when = sessionTime(session.start, student.timeZone ?? config.practiceTimeZone);
  const link = `${config.publicUrl}/`;
  const meeting = meetingLinkLines(change === 'cancelled' ? '' : effectiveMeetingUrl(session, practice.meetingUrl));
  const text = [...lines(change, when, practice.coachName, 'Your'), ...meeting.text, '', `See your sessions: ${link}`];
  const content = sessionInvitation(
    config,
    practice,
    {
      session,
      summary: `Coaching session with ${practice.coachName}`,
      attendee: { name: studentName, email: student.email },
    },
    method,
  );
  try {
    await services.mailer.send({
      to: student.email,
      subject: `${SUBJECTS[change]}: ${when}`,
      text: text.join('\n'),
      html: `<p>${escapeHtml(text[0]!)}</p>${meeting.html}<p><a href="${escapeHtml(link)}">See your sessions</a></p>`,
      calendar: { method, filename: method === 'CANCEL' ? 'cancelled-session.ics' : 'session.ics', content },
    });
  } catch (error) {
    services.logger.error('session e-mail failed', { sessionId: session._id, change, ...errorFields(error) });
  }
}

/** One line of the coach's combined e-mail: whose session, and what happened to it. */
function noticeLine(notice: SessionNoticeRecord, name: string, timeZone: string): string {
  const when = sessionTime(notice.start, timeZone);
  switch (notice.change) {
    case 'booked':
      return `${name}: booked for ${when}`;
    case 'moved':
      return notice.previousStart
        ? `${name}: moved from ${sessionTime(notice.previousStart, timeZone)} to ${when}`
        : `${name}: moved to ${when}`;
    case 'cancelled':
      return `${name}: the session on ${when} is cancelled`;
  }
}

/**
 * The coach's e-mail listing several session changes, oldest first, with each student's name as it is
 * now ("Former client" once deleted). Sent to every coach address at once; the coach's calendar
 * subscription carries the sessions themselves.
 */
export async function coachNoticeMail(notices: readonly SessionNoticeRecord[], config: AppConfig) {
  const profiles = await ClientProfile.find(
    { _id: { $in: [...new Set(notices.map((notice) => notice.clientId))] } },
    { studentFirstName: 1, studentLastName: 1 },
  ).lean();
  const names = new Map(
    profiles.map((profile) => [profile._id, `${profile.studentFirstName} ${profile.studentLastName}`]),
  );
  const items = notices.map((notice) =>
    noticeLine(notice, names.get(notice.clientId) ?? 'Former client', config.practiceTimeZone),
  );
  const link = `${config.publicUrl}/coach-dashboard`;
  const first = notices[0]!;
  const subject =
    notices.length === 1
      ? `${SUBJECTS[first.change]}: ${names.get(first.clientId) ?? 'Former client'}, ${sessionTime(first.start, config.practiceTimeZone)}`
      : `${notices.length} session changes`;
  const intro = `Sessions booked, moved or cancelled since the last update (${notices.length}):`;
  const footer = 'Every session is in your calendar subscription (Availability page).';
  return {
    to: config.coachEmails.join(', '),
    subject,
    text: [intro, '', ...items.map((item) => `- ${item}`), '', footer, `See your agenda: ${link}`].join('\n'),
    html: `<p>${escapeHtml(intro)}</p><ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>
<p>${escapeHtml(footer)}</p><p><a href="${escapeHtml(link)}">See your agenda</a></p>`,
  };
}
