import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { AppConfig } from '../config.js';
import { effectiveMeetingUrl, type PracticeProfileInfo } from '../contract/index.js';

/** Who holds the sessions: the practice's profile as the coach last saved it, and its meeting link. */
export type CalendarPractice = Pick<PracticeProfileInfo, 'businessName' | 'coachName' | 'coachEmail' | 'meetingUrl'>;

/** What a calendar event needs of a session. */
export interface CalendarSession {
  _id: string;
  start: Date;
  end: Date;
  sequence: number;
  updatedAt?: Date | null;
  /** The session's own meeting link ('' or absent = the practice's). */
  meetingUrl?: string | null;
}

/** A session's event, as one calendar file or one entry of a feed. */
export interface SessionEvent {
  session: CalendarSession;
  /** The event's title: the coach's name for a student, the student's initials for the coach. */
  summary: string;
  /** The student's address, named as the attendee in invitations. */
  attendee?: { name: string; email: string };
}

/**
 * The event's UID: the session's id at the practice's host. It never changes for one session, so a
 * move or a cancellation updates the event already in the calendar instead of adding another.
 */
export function sessionUid(sessionId: string, config: Pick<AppConfig, 'publicUrl'>): string {
  return `${sessionId}@${new URL(config.publicUrl).hostname}`;
}

/** Line breaks and the other control characters iCalendar text may not hold (RFC 5545 CONTROL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_CALENDAR_TEXT = /[\u0000-\u0008\u000A-\u001F\u007F\u0085\u2028\u2029]+/g;

/**
 * Stored text as one iCalendar value: line breaks and other control characters become one space. Every
 * stored value written into a calendar passes here, since ical-generator leaves PRODID, NAME,
 * X-WR-CALNAME, UID and addresses as given, so a line break in them would start a property of its own.
 */
export function calendarText(text: string): string {
  return text.replace(NOT_CALENDAR_TEXT, ' ');
}

function calendar(practice: CalendarPractice, method: ICalCalendarMethod | null, name?: string) {
  return ical({
    prodId: { company: calendarText(practice.businessName), product: 'Coaching sessions', language: 'EN' },
    ...(method ? { method } : {}),
    ...(name ? { name: calendarText(name) } : {}),
  });
}

function addEvent(
  cal: ReturnType<typeof ical>,
  config: AppConfig,
  practice: CalendarPractice,
  event: SessionEvent,
  cancelled: boolean,
) {
  const { session } = event;
  const coachName = calendarText(practice.coachName);
  const meetingUrl = calendarText(effectiveMeetingUrl(session, practice.meetingUrl));
  const minutes = Math.round((session.end.getTime() - session.start.getTime()) / 60_000);
  const about = `A ${minutes}-minute coaching session with ${coachName}.`;
  // No time zone: ical-generator then writes every time in UTC (…Z), which every calendar app reads alike.
  cal.createEvent({
    id: calendarText(sessionUid(session._id, config)),
    sequence: session.sequence,
    start: session.start,
    end: session.end,
    stamp: session.updatedAt ?? new Date(),
    summary: calendarText(event.summary),
    description: meetingUrl ? `${about}\nJoin the meeting: ${meetingUrl}` : about,
    // An online session is held at its meeting link: calendar apps offer LOCATION and URL to join it.
    location: meetingUrl || null,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: coachName, email: calendarText(practice.coachEmail) },
    attendees: event.attendee
      ? [
          {
            name: calendarText(event.attendee.name),
            email: calendarText(event.attendee.email),
            role: ICalAttendeeRole.REQ,
            status: cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
            rsvp: false,
          },
        ]
      : [],
    url: meetingUrl || `${config.publicUrl}/`,
  });
}

/**
 * The `.ics` attached to a booking, move or cancellation e-mail: one event with METHOD:REQUEST (new or
 * changed) or METHOD:CANCEL, its stable UID and the session's current SEQUENCE.
 */
export function sessionInvitation(
  config: AppConfig,
  practice: CalendarPractice,
  event: SessionEvent,
  method: 'REQUEST' | 'CANCEL',
): string {
  const cal = calendar(practice, method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST);
  addEvent(cal, config, practice, event, method === 'CANCEL');
  return cal.toString();
}

/** A subscription feed (GET /api/calendar/{token}.ics): the given sessions, published, none cancelled. */
export function sessionFeed(
  config: AppConfig,
  practice: CalendarPractice,
  name: string,
  events: readonly SessionEvent[],
): string {
  const cal = calendar(practice, ICalCalendarMethod.PUBLISH, name);
  for (const event of events) addEvent(cal, config, practice, { ...event, attendee: undefined }, false);
  return cal.toString();
}
